/**
 * What is left to refund of an order, whichever way (record 052): its value (what the gateway,
 * gift cards and store credit paid together) less every live refund of the payment that paid it
 * and every refund to gift cards or store credit; and, per gift card it was paid with, what the
 * card gave less what went back to it.
 */
import { BALANCE_CURRENCY, isRefundLive } from '@shop/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCardMovements, giftCards, refunds } from '../../db/schema';
import type { OrderRow } from '../orders';
import { balancesOf, type Balance } from './ledger';

export type CardLeft = { giftCardId: string; last4: string; leftMinor: number };

export type OrderValue = {
  balances: Balance[];
  /** The gateway payment that paid the order (others were paid twice and are owed back). */
  paying: Balance | undefined;
  valueMinor: number;
  /** Given back to gift cards and store credit (live refunds). */
  creditedMinor: number;
  /** The value less what was refunded of it, any way. */
  leftMinor: number;
  /** Each card that paid the order, in the order it was spent, with what can go back to it. */
  cards: CardLeft[];
  /** Whether a refund may go beyond the gateway (gift cards, store credit): INR, not cancelled. */
  beyondGateway: boolean;
};

/** The order's value in its own minor units: the total for a GST-inclusive order (record 036). */
const valueOf = (order: OrderRow) =>
  order.pricing === 'inclusive' ? order.totalCents : order.amountMinor;

export async function orderValueOf(tx: Tx | Db, order: OrderRow): Promise<OrderValue> {
  const balances = await balancesOf(tx, order.id);
  const paying =
    balances.find((b) => b.payment.gatewayPaymentId === order.gatewayPaymentId) ?? balances[0];
  const credited = await tx
    .select({ amountMinor: refunds.amountMinor, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), isNull(refunds.paymentId)));
  const creditedMinor = credited
    .filter((r) => isRefundLive(r.status))
    .reduce((s, r) => s + r.amountMinor, 0);
  const valueMinor = valueOf(order);
  return {
    balances,
    paying,
    valueMinor,
    creditedMinor,
    leftMinor: Math.max(0, valueMinor - (paying?.refunded ?? 0) - creditedMinor),
    cards: await cardsLeft(tx, order.id),
    beyondGateway: order.currency === BALANCE_CURRENCY && order.status !== 'cancelled',
  };
}

/** Per card that paid the order: spent on it less refunded to it, first spent first. */
async function cardsLeft(tx: Tx | Db, orderId: string): Promise<CardLeft[]> {
  const rows = await tx
    .select({
      giftCardId: giftCardMovements.giftCardId,
      last4: giftCards.last4,
      leftMinor: sql<number>`-sum(${giftCardMovements.amountMinor})`.mapWith(Number),
    })
    .from(giftCardMovements)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.giftCardId))
    .where(
      and(
        eq(giftCardMovements.orderId, orderId),
        inArray(giftCardMovements.kind, ['spend', 'refund']),
      ),
    )
    .groupBy(giftCardMovements.giftCardId, giftCards.last4)
    .orderBy(asc(sql`min(${giftCardMovements.createdAt})`), asc(giftCardMovements.giftCardId));
  return rows
    .filter((r) => r.leftMinor > 0)
    .map(({ giftCardId, last4, leftMinor }) => ({ giftCardId, last4, leftMinor }));
}

/**
 * The most one refund can still give back: the value left when it may go beyond the gateway (a
 * guest's, at most what the payment and the cards can take back), else what the payment has left.
 */
export function refundableMinor(order: OrderRow, value: OrderValue): number {
  const gateway = Math.max(0, value.paying?.left ?? 0);
  if (!value.beyondGateway) return gateway;
  if (order.userId) return value.leftMinor;
  const cards = value.cards.reduce((s, c) => s + c.leftMinor, 0);
  return Math.min(value.leftMinor, gateway + cards);
}
