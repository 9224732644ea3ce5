/** Dashboard figures, all from SQL aggregates over paid orders; money is summed in cents. */
import { fromMinor, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { LOW_STOCK } from './products-service';

const PAID = sql`${orders.paymentStatus} = 'paid'`;

export async function loadDashboard(db: Db, days = 30) {
  const since = new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000);
  since.setUTCHours(0, 0, 0, 0);
  const day = sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [perDay, perStatus, bestSellers, lowStock] = await Promise.all([
    db
      .select({
        day,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenueCents: sql<number>`sum(${orders.totalCents})`.mapWith(Number),
      })
      .from(orders)
      .where(and(PAID, gte(orders.paidAt, since)))
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
      .where(and(PAID, gte(orders.paidAt, since)))
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
    totals: {
      orders: daily.reduce((sum, d) => sum + d.orders, 0),
      revenue: fromMinor(revenueCents),
    },
    perStatus,
    bestSellers: bestSellers.map((b) => ({ ...b, revenue: fromMinor(b.revenueCents) })),
    lowStock,
  };
}
