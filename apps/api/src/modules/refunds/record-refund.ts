/**
 * Records a refund in the order's lock (the owner's, or a return's approval): the rows its request
 * key made before, or new ones as planned. The gateway's part is written requested, to be sent
 * after the commit; the parts to gift cards and store credit are written processed with their
 * movements, credit note, timeline and mail, in this same transaction (record 052). One request
 * makes at most one row per way; the first carries the request key, the others the key and their
 * way, so a retry finds them all.
 */
import {
  REFUND_MESSAGES,
  REFUND_METHODS,
  type RefundChoice,
  type RefundMethod,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { refunds } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { refundToGiftCard } from '../gift-cards';
import type { OrderRow } from '../orders';
import { creditStoreCredit } from '../store-credit';
import type { RefundRow } from './ledger';
import { orderValueOf } from './order-value';
import { planRefund, type RefundPlan } from './refund-plan';
import { applyProcessed, type SettleContext } from './settle';

export type RefundInput = {
  amountMinor: number;
  currency: string;
  reason: string;
  paymentId?: string;
  method?: RefundChoice;
};
export type RefundBy = { userId: string | null; requestKey?: string; returnId?: string };

const keyOf = (requestKey: string, method: RefundMethod, first: boolean) =>
  first ? requestKey : `${requestKey}/${method}`;
const byWay = (a: RefundRow, b: RefundRow) =>
  REFUND_METHODS.indexOf(a.method) - REFUND_METHODS.indexOf(b.method);

/** The rows a request key made, gateway first; none when the key is new. */
async function seenRows(ctx: SettleContext, orderId: string, requestKey: string) {
  const keys = [requestKey, ...REFUND_METHODS.map((m) => keyOf(requestKey, m, false))];
  const rows = await ctx.tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.requestKey, keys)));
  return rows.sort(byWay);
}

export async function recordRefund(
  ctx: SettleContext,
  order: OrderRow,
  input: RefundInput,
  by: RefundBy,
): Promise<{ rows: RefundRow[]; seen: boolean }> {
  if (by.requestKey) {
    const seen = await seenRows(ctx, order.id, by.requestKey);
    if (seen.length) return { rows: seen, seen: true };
  }
  if (['pending', 'failed', 'cod_pending'].includes(order.paymentStatus))
    throw new ConflictError(REFUND_MESSAGES.notPaid);
  const value = await orderValueOf(ctx.tx, order);
  const plan = planRefund(order, value, { ...input, method: input.method ?? 'original' });
  return { rows: await writePlan(ctx, order, plan, input.reason, by), seen: false };
}

async function writePlan(
  ctx: SettleContext,
  order: OrderRow,
  plan: RefundPlan,
  reason: string,
  by: RefundBy,
): Promise<RefundRow[]> {
  const rows: RefundRow[] = [];
  /** A row of one way; processed at once unless it goes through the gateway. */
  const write = async (method: RefundMethod, amountMinor: number, paymentId: string | null) => {
    const [row] = await ctx.tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId,
        method,
        amountMinor,
        currency: order.currency,
        reason,
        status: method === 'gateway' ? 'requested' : 'processed',
        requestedBy: by.userId,
        requestKey: by.requestKey && keyOf(by.requestKey, method, rows.length === 0),
      })
      .returning();
    rows.push(row!);
    return row!;
  };
  if (plan.gateway) await write('gateway', plan.gateway.amountMinor, plan.gateway.paymentId);
  const note = `${by.returnId ? 'Return' : 'Refund'} of order ${order.orderNumber}`;
  const toCards = plan.giftCards.reduce((s, c) => s + c.amountMinor, 0);
  if (toCards > 0) {
    const row = await write('gift_card', toCards, null);
    for (const card of plan.giftCards)
      await refundToGiftCard(ctx.tx, {
        giftCardId: card.giftCardId,
        amountMinor: card.amountMinor,
        orderId: order.id,
        refundId: row.id,
        note,
      });
    await applyProcessed(ctx, order, row);
  }
  if (plan.storeCreditMinor > 0) {
    const row = await write('store_credit', plan.storeCreditMinor, null);
    await creditStoreCredit(ctx.tx, {
      userId: order.userId!,
      amountMinor: plan.storeCreditMinor,
      kind: by.returnId ? 'return' : 'refund',
      orderId: order.id,
      refundId: row.id,
      ...(by.returnId && { returnId: by.returnId }),
      note,
      ...(by.userId && { createdBy: by.userId }),
    });
    await applyProcessed(ctx, order, row);
  }
  return rows;
}
