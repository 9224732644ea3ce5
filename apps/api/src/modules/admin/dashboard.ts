/**
 * Dashboard figures, all from SQL aggregates over placed orders, in the shop currency's minor units
 * (each order converted at its own recorded rate, record 036) and counted in the shop's days.
 */
import {
  fromMinor,
  PLACED_PAYMENT_STATUSES,
  type CurrencyCode,
  type DashboardQuery,
} from '@shop/shared';
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDiscounts, orderItems, orders, refunds } from '../../db/schema';
import { loadLowStock } from './low-stock';
import { daysOf, shopDay, shopRange, withinDays, type DayRange } from './shop-days';

/** Where the reports count money and days (config: SHOP_CURRENCY, SHOP_TIMEZONE). */
export type ShopSettings = { shopCurrency: CurrencyCode; shopTimeZone: string };

/**
 * An amount in an order's charged currency as the shop currency's minor units (unrounded):
 * `orders.shop_rate` is the charged currency per shop-currency unit when the order was placed.
 */
export const inShopCurrency = (charged: SQL | AnyColumn) =>
  sql<number>`(${charged}) / ${orders.shopRate}`;

/** What an order line brought in, in its order's charged currency (needs orders joined). */
const lineCharged = sql`case when ${orders.pricing} = 'inclusive'
  then ${orderItems.quantity} * ${orderItems.unitPriceCents} - ${orderItems.discountMinor}
  else ${orderItems.quantity} * ${orderItems.unitPriceCents} * ${orders.exchangeRate} end`;

const orderValue = sql`round(${inShopCurrency(orders.amountMinor)})`;
const placed = inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES);

/** Orders and revenue per shop day of the window, every day present (0 on days without orders). */
async function loadSeries(db: Db, range: DayRange, timeZone: string) {
  const day = shopDay(orders.paidAt, timeZone);
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueMinor: sql<number>`sum(${orderValue})`.mapWith(Number),
    })
    .from(orders)
    .where(and(placed, withinDays(orders.paidAt, range, timeZone)))
    // By position: the zone is a parameter, and a second copy of it would be another expression.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(range).map((date) => ({
    day: date,
    orders: byDay.get(date)?.orders ?? 0,
    revenueMinor: byDay.get(date)?.revenueMinor ?? 0,
  }));
}

/** Refunds processed within the window, whichever day their order was paid. */
async function loadRefundsMinor(db: Db, range: DayRange, timeZone: string) {
  const [row] = await db
    .select({
      minor: sql<number>`coalesce(sum(round(${inShopCurrency(refunds.amountMinor)})), 0)`.mapWith(
        Number,
      ),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'processed'), withinDays(refunds.updatedAt, range, timeZone)));
  return row?.minor ?? 0;
}

/** What discounts took off the orders paid in the window (issue 28), each at its order's rate. */
async function loadDiscountsMinor(db: Db, range: DayRange, timeZone: string) {
  const [row] = await db
    .select({
      minor:
        sql<number>`coalesce(sum(round(${inShopCurrency(orderDiscounts.amountMinor)})), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(placed, withinDays(orders.paidAt, range, timeZone)));
  return row?.minor ?? 0;
}

/** The five products sold most (by units) in the window's paid orders. */
async function loadBestSellers(db: Db, range: DayRange, timeZone: string) {
  const rows = await db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      revenueMinor: sql<number>`round(sum(${inShopCurrency(lineCharged)}))`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.paymentStatus, 'paid'), withinDays(orders.paidAt, range, timeZone)))
    .groupBy(orderItems.productId, orderItems.title)
    .orderBy(desc(sql`sum(${orderItems.quantity})`))
    .limit(5);
  return rows.map((b) => ({ ...b, revenue: fromMinor(b.revenueMinor) }));
}

const loadPerStatus = (db: Db) =>
  db
    .select({ status: orders.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(placed)
    .groupBy(orders.status);

/**
 * The figures of a window of shop days (inclusive), every amount in the shop currency: revenue of
 * the orders paid in it, refunds processed in it, the net, and what discounts gave off those orders.
 */
export async function loadDashboard(
  db: Db,
  range: DayRange,
  { shopCurrency, shopTimeZone }: ShopSettings,
) {
  const [daily, refundsMinor, discountsMinor, perStatus, bestSellers, lowStock] = await Promise.all(
    [
      loadSeries(db, range, shopTimeZone),
      loadRefundsMinor(db, range, shopTimeZone),
      loadDiscountsMinor(db, range, shopTimeZone),
      loadPerStatus(db),
      loadBestSellers(db, range, shopTimeZone),
      loadLowStock(db),
    ],
  );
  // Summed in integer minor units and converted once, at the edge: float sums drift.
  const revenueMinor = daily.reduce((sum, d) => sum + d.revenueMinor, 0);
  return {
    currency: shopCurrency,
    series: daily.map(({ revenueMinor: minor, ...d }) => ({ ...d, revenue: fromMinor(minor) })),
    range,
    totals: {
      orders: daily.reduce((sum, d) => sum + d.orders, 0),
      revenue: fromMinor(revenueMinor),
      refunds: fromMinor(refundsMinor),
      discounts: fromMinor(discountsMinor),
      net: fromMinor(revenueMinor - refundsMinor),
    },
    perStatus,
    bestSellers,
    lowStock,
  };
}

/** The dashboard as the owner's page reads it: the window's figures and the unread messages. */
export function createSalesDashboard({
  db,
  shop,
  unreadMessages,
}: {
  db: Db;
  shop: ShopSettings;
  unreadMessages: () => Promise<number>;
}) {
  return {
    /** The window a query names, in the shop's days (the dashboard's and the CSV's). */
    range: (query: DashboardQuery) => shopRange(query, shop.shopTimeZone),
    async load(range: DayRange) {
      return { ...(await loadDashboard(db, range, shop)), unreadMessages: await unreadMessages() };
    },
  };
}

export type SalesDashboard = ReturnType<typeof createSalesDashboard>;
