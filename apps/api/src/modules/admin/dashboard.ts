/** Dashboard figures, all from SQL aggregates over paid orders; money is summed in cents. */
import { fromMinor, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, refunds } from '../../db/schema';
import { LOW_STOCK } from './product-stock';

const PAID = sql`${orders.paymentStatus} = 'paid'`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The figures of a window of UTC days (inclusive). Revenue is in US dollars (the catalogue's
 * currency) and in rupees, the shop's main currency: an order paid in rupees counts what was
 * charged; one paid in another currency its dollar total at `inrPerUsd` (today's rate, as its own
 * rate is to its currency). Refunds processed in the window are subtracted, likewise converted.
 */
export async function loadDashboard(
  db: Db,
  range: { from: string; to: string } = { from: '', to: '' },
  inrPerUsd = 1,
) {
  const since = range.from
    ? new Date(`${range.from}T00:00:00Z`)
    : new Date(Date.now() - 29 * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);
  const until = range.to ? new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS) : new Date();
  const days = Math.max(1, Math.round((until.getTime() - since.getTime()) / DAY_MS));
  const inWindow = (column: typeof orders.paidAt | typeof refunds.updatedAt) =>
    and(gte(column, since), lt(column, until));
  const day = sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  // A float parameter: next to a bigint column PostgreSQL would read it as a bigint.
  const rate = sql`${inrPerUsd}::double precision`;
  const inr = sql<number>`case when ${orders.currency} = 'INR' then ${orders.amountMinor} else round(${orders.totalCents} * ${rate}) end`;
  const [[money], [given], perDay, perStatus, bestSellers, lowStock] = await Promise.all([
    db
      .select({ inrMinor: sql<number>`coalesce(sum(${inr}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES), inWindow(orders.paidAt))),
    db
      .select({
        usdCents:
          sql<number>`coalesce(sum(round(${refunds.amountMinor} / ${orders.exchangeRate})), 0)`.mapWith(
            Number,
          ),
        inrMinor:
          sql<number>`coalesce(sum(case when ${refunds.currency} = 'INR' then ${refunds.amountMinor} else round(${refunds.amountMinor} / ${orders.exchangeRate} * ${rate}) end), 0)`.mapWith(
            Number,
          ),
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.status, 'processed'), inWindow(refunds.updatedAt))),
    db
      .select({
        day,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenueCents: sql<number>`sum(${orders.totalCents})`.mapWith(Number),
      })
      .from(orders)
      .where(and(inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES), inWindow(orders.paidAt)))
      .groupBy(day)
      .orderBy(day),
    db
      .select({ status: orders.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES))
      .groupBy(orders.status),
    db
      .select({
        productId: orderItems.productId,
        title: orderItems.title,
        units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
        revenueCents:
          sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPriceCents})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(PAID, inWindow(orders.paidAt)))
      .groupBy(orderItems.productId, orderItems.title)
      .orderBy(desc(sql`sum(${orderItems.quantity})`))
      .limit(5),
    db
      .select({ id: products.id, title: products.title, stock: products.countInStock })
      .from(products)
      .where(and(eq(products.active, true), lte(products.countInStock, LOW_STOCK)))
      .orderBy(asc(products.countInStock))
      .limit(10),
  ]);
  // Every day of the window, including days without orders, so the chart has no gaps.
  const daily = Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const row = perDay.find((r) => r.day === date);
    return { day: date, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
  });
  // Summed in integer cents and converted once, at the edge: float sums drift.
  const revenueCents = daily.reduce((sum, d) => sum + d.revenueCents, 0);
  return {
    series: daily.map(({ revenueCents: cents, ...d }) => ({ ...d, revenue: fromMinor(cents) })),
    range: {
      from: since.toISOString().slice(0, 10),
      to: new Date(until.getTime() - 1).toISOString().slice(0, 10),
    },
    totals: {
      orders: daily.reduce((sum, d) => sum + d.orders, 0),
      revenue: fromMinor(revenueCents),
      refunds: fromMinor(given!.usdCents),
      net: fromMinor(revenueCents - given!.usdCents),
      revenueInr: fromMinor(money!.inrMinor),
      refundsInr: fromMinor(given!.inrMinor),
      netInr: fromMinor(money!.inrMinor - given!.inrMinor),
    },
    perStatus,
    bestSellers: bestSellers.map((b) => ({ ...b, revenue: fromMinor(b.revenueCents) })),
    lowStock,
  };
}

/** The dashboard as the owner's page reads it: the window's figures and the unread messages. */
export function createSalesDashboard({
  db,
  inrPerUsd,
  unreadMessages,
}: {
  db: Db;
  /** Rupees per US dollar now (the dashboard's main currency). */
  inrPerUsd: () => Promise<number>;
  unreadMessages: () => Promise<number>;
}) {
  return {
    async load(range: { from: string; to: string }) {
      return {
        ...(await loadDashboard(db, range, await inrPerUsd())),
        unreadMessages: await unreadMessages(),
      };
    },
  };
}

export type SalesDashboard = ReturnType<typeof createSalesDashboard>;
