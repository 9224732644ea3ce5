/** The owner's order list: placed orders, filtered by status, dates and a search, paged. */
import { fromMinor, PLACED_PAYMENT_STATUSES, type OrderStatus } from '@shop/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { inShopCurrency, type ShopSettings } from './dashboard';

export type OrderListQuery = {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
};

function conditionsOf(query: OrderListQuery): SQL[] {
  // Abandoned checkouts are not orders; the owner sees paid ones (and refunds due).
  const conditions: SQL[] = [inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES)];
  if (query.status) conditions.push(eq(orders.status, query.status));
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

export function createOrderListing({ db, shopCurrency }: { db: Db } & ShopSettings) {
  return {
    async list(query: OrderListQuery) {
      const rows = await db
        .select({
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
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(...conditionsOf(query)))
        .orderBy(desc(orders.createdAt), asc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        total: rows[0]?.total ?? 0,
        orders: rows.map(({ total: _t, shopMinor, amountMinor, createdAt, ...r }) => ({
          ...r,
          // Every order's total in the shop's currency, at its own recorded rate (record 036).
          total: { amount: fromMinor(shopMinor), currency: shopCurrency },
          charged: { amount: fromMinor(amountMinor), currency: r.currency },
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  };
}
