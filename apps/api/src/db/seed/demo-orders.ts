/**
 * A demo order priced as the checkout prices one (record 036: GST-inclusive, in the currency
 * charged) and paid as a captured sandbox payment leaves it: the payment row refunds are taken
 * from, and the tax invoice with the next number of its financial year.
 */
import {
  computeInclusiveTotals,
  convertShopMinor,
  shippingOptions,
  shopRateTo,
  unitPriceIn,
  type InclusiveTotals,
  type PriceContext,
  type ShippingOption,
  type ShippingTable,
} from '@shop/shared';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../client';
import { issueInvoice } from '../invoice-numbers';
import { orderItems, orders, orderStatusEvents, payments, products } from '../schema';
import type { DemoBuyer } from './demo-buyers';

type Product = typeof products.$inferSelect;
export type DemoLine = { product: Product; quantity: number };
export type PricedDemoLine = DemoLine & { unitMinor: number; taxPercent: number };
export type PricedDemoOrder = {
  lines: PricedDemoLine[];
  method: ShippingOption;
  /** False for an export: the same prices, no GST in them. */
  taxed: boolean;
  totals: InclusiveTotals;
};

/** The rate table with its prices and thresholds in `currency`, converted as a price is. */
function tableIn(table: ShippingTable, currency: string, context: PriceContext): ShippingTable {
  if (currency === context.shopCurrency) return table;
  const toCharged = (minor: number) => convertShopMinor(minor, currency, context);
  return {
    zones: table.zones.map((zone) => ({
      ...zone,
      methods: zone.methods.map((m) => ({
        ...m,
        priceCents: toCharged(m.priceCents),
        freeOverCents: m.freeOverCents === null ? null : toCharged(m.freeOverCents),
      })),
    })),
  };
}

/**
 * Prices the lines in the buyer's currency (`productPriceIn`'s rule), ships them by the
 * `methodIndex`th method the table offers the buyer's country, priced for the goods, and totals
 * them GST-inclusive (no GST outside India).
 */
export function priceDemoOrder(
  input: { lines: DemoLine[]; buyer: DemoBuyer; currency: string; methodIndex: number },
  context: PriceContext,
  table: ShippingTable,
): PricedDemoOrder {
  const { country } = input.buyer.address;
  const taxed = country === 'India';
  const lines = input.lines.map((line) => ({
    ...line,
    unitMinor: unitPriceIn(line.product, input.currency, context),
    taxPercent: taxed ? line.product.taxPercent : 0,
  }));
  const goods = computeInclusiveTotals(lines, 0, taxed);
  const options = shippingOptions(
    tableIn(table, input.currency, context),
    country,
    goods.subtotal - goods.discount,
  );
  const method = options[Math.min(input.methodIndex, options.length - 1)];
  if (!method) throw new Error(`The seed's shipping table does not ship to ${country}`);
  const totals = computeInclusiveTotals(lines, method.chargeCents, taxed);
  return { lines, method, taxed, totals };
}

/** Ids shaped as the sandbox gateway makes them ('order_…', 'pay_…'). */
const gatewayId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export type PaidDemoOrder = {
  orderNumber: string;
  userId: string;
  email: string;
  buyer: DemoBuyer;
  currency: string;
  priced: PricedDemoOrder;
  status: 'pending' | 'processing' | 'shipped' | 'delivered';
  paidAt: Date;
  trackingNumber?: string;
};

const DAY = 24 * 60 * 60 * 1000;
const STEPS = ['placed', 'processing', 'shipped', 'delivered'] as const;

/** Inserts a paid order with its lines, captured payment, tax invoice and status history. */
export async function insertPaidDemoOrder(
  tx: Tx,
  o: PaidDemoOrder,
  context: PriceContext,
): Promise<string> {
  const { totals, method, lines } = o.priced;
  const gatewayPaymentId = gatewayId('pay');
  const [firstName, ...rest] = o.buyer.name.split(' ');
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: o.orderNumber,
      userId: o.userId,
      status: o.status,
      paymentStatus: 'paid',
      subtotalCents: totals.subtotal,
      shippingCents: totals.shipping,
      taxCents: totals.tax,
      discountCents: totals.discount,
      totalCents: totals.total,
      currency: o.currency,
      pricing: 'inclusive',
      exchangeRate: 1,
      shopRate: shopRateTo(context, o.currency),
      amountMinor: totals.total,
      receiptEmail: o.email,
      shippingAddress: { firstName: firstName!, lastName: rest.join(' '), ...o.buyer.address },
      shippingMethodCode: method.code,
      shippingMethodName: method.name,
      deliveryMinDays: method.minDays,
      deliveryMaxDays: method.maxDays,
      deliveryBusinessDays: method.businessDays,
      gateway: 'sandbox',
      gatewayOrderId: gatewayId('order'),
      gatewayPaymentId,
      paidAt: o.paidAt,
      createdAt: o.paidAt,
      updatedAt: o.paidAt,
      trackingNumber: o.trackingNumber,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderItems).values(
    lines.map(({ product, quantity, unitMinor, taxPercent }) => ({
      orderId,
      productId: product.id,
      title: product.title,
      quantity,
      unitPriceCents: unitMinor,
      taxPercent,
      discountPercent: 0,
      discountMinor: 0,
      hsnCode: product.hsnCode,
    })),
  );
  await tx.insert(payments).values({
    orderId,
    gateway: 'sandbox',
    gatewayPaymentId,
    amountMinor: totals.total,
    currency: o.currency,
    status: 'captured',
    createdAt: o.paidAt,
  });
  await issueInvoice(tx, orderId, o.paidAt);
  const steps = STEPS.slice(0, STEPS.indexOf(o.status === 'pending' ? 'placed' : o.status) + 1);
  await tx.insert(orderStatusEvents).values(
    steps.map((status, i) => ({
      orderId,
      status,
      note: status === 'placed' ? 'Payment received' : '',
      createdAt: new Date(o.paidAt.getTime() + i * 2 * DAY),
    })),
  );
  return orderId;
}
