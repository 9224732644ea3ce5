/**
 * The owner's order list: placed orders, filtered by status, dates, shipping method, ship-by and a
 * search, sorted and paged; each with its method, ship-by day and refund and return badges.
 */
import {
  dayIn,
  fromMinor,
  PLACED_PAYMENT_STATUSES,
  shipByDay,
  type AdminOrderListQuery,
} from '@shop/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { inShopCurrency, type ShopSettings } from './dashboard';
import {
  anyRefundProcessedSql,
  dueByToday,
  inReturnOrder,
  readyAtSql,
  refundStateOf,
  returnStatusesSql,
} from './order-list-facts';

export type OrderListQuery = AdminOrderListQuery;

function conditionsOf(query: OrderListQuery, timeZone: string): SQL[] {
  // Abandoned checkouts are not orders; the owner sees paid ones (and refunds due).
  const conditions: SQL[] = [inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.method) conditions.push(eq(orders.shippingMethodCode, query.method));
  if (query.shipBy === 'due') conditions.push(dueByToday(timeZone));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lte(orders.createdAt, new Date(`${query.to}T23:59:59.999Z`)));
  if (query.q)
    conditions.push(
      or(
        ilike(orders.orderNumber, `%${query.q}%`),
        ilike(users.email, `%${query.q}%`),
        ilike(orders.receiptEmail, `%${query.q}%`),
      )!,
    );
  return conditions;
}

/**
 * Newest or oldest placed first, or by ship-by day, earliest first: the ship-by day only moves
 * forward as the instant the order became ready does (record 057), so ordering by that instant
 * orders by ship-by day too (ties within a day by readiness); orders not ready yet come last.
 */
const ORDERINGS = {
  newest: [desc(orders.createdAt), asc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  shipBy: [sql`${readyAtSql} asc nulls last`, asc(orders.id)],
} satisfies Record<OrderListQuery['sort'], SQL[]>;

const columns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  shopMinor: sql<number>`round(${inShopCurrency(orders.amountMinor)})`.mapWith(Number),
  amountMinor: orders.amountMinor,
  currency: orders.currency,
  createdAt: orders.createdAt,
  // A guest's order (issue 27) has no account: its address and receipt e-mail name it.
  customer: sql<string>`coalesce(${users.name}, trim(concat(${orders.shippingAddress}->>'firstName', ' ', ${orders.shippingAddress}->>'lastName')))`,
  email: sql<string>`coalesce(${users.email}, ${orders.receiptEmail})`,
  methodCode: orders.shippingMethodCode,
  methodName: orders.shippingMethodName,
  readyAt: readyAtSql,
  anyRefund: anyRefundProcessedSql,
  returns: returnStatusesSql,
  total: sql<number>`count(*) over()`.mapWith(Number),
};

/** One page of orders, in one query (the badges are subqueries of each row). */
const selectPage = (db: Db, query: OrderListQuery, timeZone: string) =>
  db
    .select(columns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...conditionsOf(query, timeZone)))
    .orderBy(...ORDERINGS[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
type ListedRow = Awaited<ReturnType<typeof selectPage>>[number];

export function createOrderListing({ db, shopCurrency, shopTimeZone }: { db: Db } & ShopSettings) {
  const toRow = ({ total: _t, shopMinor, amountMinor, createdAt, ...r }: ListedRow) => {
    const { methodCode, methodName, readyAt, anyRefund, returns, ...order } = r;
    return {
      ...order,
      // Every order's total in the shop's currency, at its own recorded rate (record 036).
      total: { amount: fromMinor(shopMinor), currency: shopCurrency },
      charged: { amount: fromMinor(amountMinor), currency: r.currency },
      createdAt: createdAt.toISOString(),
      shippingMethod: methodCode && methodName ? { code: methodCode, name: methodName } : null,
      shipBy: readyAt ? shipByDay(dayIn(shopTimeZone, readyAt)) : null,
      refund: refundStateOf(r.paymentStatus, anyRefund),
      returns: inReturnOrder(returns),
    };
  };
  return {
    async list(query: OrderListQuery) {
      const rows = await selectPage(db, query, shopTimeZone);
      return { total: rows[0]?.total ?? 0, orders: rows.map(toRow) };
    },
  };
}
