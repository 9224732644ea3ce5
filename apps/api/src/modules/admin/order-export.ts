/**
 * The orders export for the accountant: one CSV row per placed order paid within the shop's days,
 * its time in the shop's zone.
 */
import { fromMinor, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders, refunds, users } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { inShopCurrency, type ShopSettings } from './dashboard';
import { shopTimestamp, withinDays } from './shop-days';

/**
 * Charged and refunded as the customer paid; the order and its refunds in the shop currency too;
 * a business buyer's GSTIN and legal name, empty for a consumer, for the accountant's GSTR-1
 * (business sales are reported invoice by invoice with the buyer's GSTIN).
 */
const header = (shopCurrency: string) => [
  'order_number',
  'paid_at',
  'customer_email',
  'ship_to',
  'status',
  'payment_status',
  'currency',
  'charged',
  'refunded',
  `total_${shopCurrency.toLowerCase()}`,
  `refunded_${shopCurrency.toLowerCase()}`,
  'invoice_number',
  // Added last (issue 27), so a sheet built on the earlier columns keeps their places.
  'buyer_gstin',
  'business_name',
];

/** The processed refunds of the row's order, summed (a correlated subquery). */
const refundedSum = (amount: SQL | AnyColumn) =>
  sql<number>`coalesce((select sum(${amount}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed'), 0)`.mapWith(
    Number,
  );

export function createOrderExport({ db, shopCurrency, shopTimeZone }: { db: Db } & ShopSettings) {
  return {
    /** Placed orders paid within the days (inclusive), oldest first, one row each. */
    async exportCsv(from: string, to: string): Promise<string> {
      const rows = await db
        .select({
          order: orders,
          email: users.email,
          invoice: invoices.number,
          refunded: refundedSum(refunds.amountMinor),
          refundedShop: refundedSum(sql`round(${inShopCurrency(refunds.amountMinor)})`),
          totalShop: sql<number>`round(${inShopCurrency(orders.amountMinor)})`.mapWith(Number),
        })
        .from(orders)
        // A guest's order (issue 27) has no account: its receipt e-mail stands in.
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
        .where(
          and(
            inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES),
            withinDays(orders.paidAt, { from, to }, shopTimeZone),
          ),
        )
        .orderBy(asc(orders.paidAt))
        .limit(50_000);
      const lines = rows.map(({ order, email, invoice, refunded, refundedShop, totalShop }) =>
        csvRow([
          order.orderNumber,
          order.paidAt && shopTimestamp(order.paidAt, shopTimeZone),
          email ?? order.receiptEmail,
          [order.shippingAddress.city, order.shippingAddress.state, order.shippingAddress.country]
            .filter(Boolean)
            .join(', '),
          order.status,
          order.paymentStatus,
          order.currency,
          fromMinor(order.amountMinor).toFixed(2),
          fromMinor(refunded).toFixed(2),
          fromMinor(totalShop).toFixed(2),
          fromMinor(refundedShop).toFixed(2),
          invoice,
          order.buyerGstin,
          order.buyerLegalName,
        ]),
      );
      return [header(shopCurrency).join(','), ...lines].join('\r\n') + '\r\n';
    },
  };
}
