/**
 * How much each discount was used, read from the redemption ledger (order_discounts, record 050):
 * a use counts while its order holds stock or once it was paid (`orderCounts`), the same rule the
 * caps follow. Amounts are kept in each order's currency; they are reported in the shop currency's
 * minor units, each order converted at the `shop_rate` it recorded, as the dashboard does.
 */
import { and, count, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCounts } from '../../db/ledger-rule';
import { discountCodes, orderDiscounts, orders } from '../../db/schema';

export type DiscountUsage = { uses: number; discountGiven: number; revenue: number };
export const NO_USAGE: DiscountUsage = { uses: 0, discountGiven: 0, revenue: 0 };

/** An amount in the order's minor units as whole shop-currency minor units (needs orders joined). */
const inShopMinor = (charged: AnyColumn) => sql`round((${charged}) / ${orders.shopRate})`;
const total = (amount: SQL) => sql<number>`coalesce(sum(${amount}), 0)`.mapWith(Number);

/** Each discount's uses, discount given and revenue; `ids` limits it to those discounts. */
export async function loadUsage(db: Db, ids?: string[]): Promise<Map<string, DiscountUsage>> {
  const forIds = ids
    ? inArray(orderDiscounts.discountId, ids)
    : isNotNull(orderDiscounts.discountId);
  const given = await db
    .select({
      id: orderDiscounts.discountId,
      uses: sql<number>`count(*)`.mapWith(Number),
      discountGiven: total(inShopMinor(orderDiscounts.amountMinor)),
    })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(forIds, orderCounts))
    .groupBy(orderDiscounts.discountId);
  // Each paid order once per discount, however many ledger rows it holds for it.
  const used = db
    .selectDistinct({ id: orderDiscounts.discountId, orderId: orderDiscounts.orderId })
    .from(orderDiscounts)
    .where(forIds)
    .as('used');
  const sales = await db
    .select({ id: used.id, revenue: total(inShopMinor(orders.amountMinor)) })
    .from(used)
    .innerJoin(orders, eq(orders.id, used.orderId))
    .where(isNotNull(orders.paidAt))
    .groupBy(used.id);

  const usage = new Map<string, DiscountUsage>();
  for (const row of given)
    usage.set(row.id!, { ...NO_USAGE, uses: row.uses, discountGiven: row.discountGiven });
  for (const row of sales)
    usage.set(row.id!, { ...(usage.get(row.id!) ?? NO_USAGE), revenue: row.revenue });
  return usage;
}

/** Each of the discount's bulk codes with its uses that count, oldest first. */
export function loadCodeUses(db: Db, discountId: string) {
  const itsCodes = db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.discountId, discountId));
  const counted = db
    .select({ codeId: orderDiscounts.codeId, n: count().as('n') })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(inArray(orderDiscounts.codeId, itsCodes), orderCounts))
    .groupBy(orderDiscounts.codeId)
    .as('counted');
  return db
    .select({
      code: discountCodes.code,
      uses: sql<number>`coalesce(${counted.n}, 0)`.mapWith(Number),
    })
    .from(discountCodes)
    .leftJoin(counted, eq(counted.codeId, discountCodes.id))
    .where(eq(discountCodes.discountId, discountId))
    .orderBy(discountCodes.createdAt, discountCodes.code);
}
