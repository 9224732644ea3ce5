/**
 * What an order's page, mails and invoice name besides its lines (issue 28): each discount it
 * received ("FESTIVE10 −₹150"), and what gift cards and store credit paid of it. Read from the
 * ledgers, in the order's minor units (gift cards and credit are INR, as INR orders are).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { giftCardMovements, giftCards, orderDiscounts, storeCreditMovements } from './schema';

export type PaidWith = {
  /** `shippingMinor`: the part of `amountMinor` taken off the shipping. */
  discounts: { code: string | null; name: string; amountMinor: number; shippingMinor: number }[];
  giftCards: { last4: string; amountMinor: number }[];
  storeCreditMinor: number;
};

export const NOTHING_ELSE: PaidWith = { discounts: [], giftCards: [], storeCreditMinor: 0 };

export async function paidWith(db: Db | Tx, orderId: string): Promise<PaidWith> {
  const [discounts, cards, credit] = await Promise.all([
    db
      .select({
        code: orderDiscounts.code,
        name: orderDiscounts.name,
        amountMinor: orderDiscounts.amountMinor,
        shippingMinor: orderDiscounts.shippingMinor,
      })
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, orderId))
      .orderBy(asc(orderDiscounts.createdAt), asc(orderDiscounts.name)),
    db
      .select({
        last4: giftCards.last4,
        amountMinor: sql<number>`-sum(${giftCardMovements.amountMinor})`.mapWith(Number),
      })
      .from(giftCardMovements)
      .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.giftCardId))
      .where(sql`${giftCardMovements.orderId} = ${orderId} and ${giftCardMovements.kind} = 'spend'`)
      .groupBy(giftCards.id, giftCards.last4),
    db
      .select({
        amountMinor: sql<number>`coalesce(-sum(${storeCreditMovements.amountMinor}), 0)`.mapWith(
          Number,
        ),
      })
      .from(storeCreditMovements)
      .where(
        sql`${storeCreditMovements.orderId} = ${orderId} and ${storeCreditMovements.kind} = 'spend'`,
      ),
  ]);
  return { discounts, giftCards: cards, storeCreditMinor: credit[0]?.amountMinor ?? 0 };
}
