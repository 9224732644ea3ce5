/** The orders export for the accountant: one CSV row per placed order paid within the days. */
import { fromMinor, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders, refunds, users } from '../../db/schema';
import { csvRow } from '../../lib/csv';

const HEADER = [
  'order_number',
  'paid_at',
  'customer_email',
  'ship_to',
  'status',
  'payment_status',
  'currency',
  'charged',
  'refunded',
  'total_usd',
  'invoice_number',
];

export function createOrderExport({ db }: { db: Db }) {
  return {
    /** Placed orders paid within the days (inclusive), oldest first, one row each. */
    async exportCsv(from: string, to: string): Promise<string> {
      const since = new Date(`${from}T00:00:00Z`);
      const until = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000);
      const rows = await db
        .select({
          order: orders,
          email: users.email,
          invoice: invoices.number,
          refunded:
            sql<number>`coalesce((select sum(${refunds.amountMinor}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed'), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
        .where(
          and(
            inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES),
            gte(orders.paidAt, since),
            lt(orders.paidAt, until),
          ),
        )
        .orderBy(asc(orders.paidAt))
        .limit(50_000);
      const lines = rows.map(({ order, email, invoice, refunded }) =>
        csvRow([
          order.orderNumber,
          order.paidAt?.toISOString(),
          email,
          [order.shippingAddress.city, order.shippingAddress.state, order.shippingAddress.country]
            .filter(Boolean)
            .join(', '),
          order.status,
          order.paymentStatus,
          order.currency,
          fromMinor(order.amountMinor).toFixed(2),
          fromMinor(refunded).toFixed(2),
          fromMinor(order.totalCents).toFixed(2),
          invoice,
        ]),
      );
      return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
    },
  };
}
