/**
 * An order's refund ledger: its captured payments with what is left to refund on each, and new
 * refunds recorded against them.
 */
import { isRefundLive } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { OrderRow } from '../orders';

export type RefundRow = typeof refunds.$inferSelect;

/** Captured payments of an order with what is left to refund on each. */
export async function balancesOf(tx: Tx | Db, orderId: string) {
  const paid = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
  const given = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
  return paid.map((payment) => {
    const refunded = given
      .filter((r) => r.paymentId === payment.id && isRefundLive(r.status))
      .reduce((sum, r) => sum + r.amountMinor, 0);
    return { payment, refunded, left: payment.amountMinor - refunded };
  });
}

export type Balance = Awaited<ReturnType<typeof balancesOf>>[number];

/** Records refunds (in the caller's transaction, the order locked): one per [payment, amount]. */
export async function recordRefunds(
  tx: Tx,
  order: OrderRow,
  lines: { paymentId: string; amountMinor: number }[],
  reason: string,
  by: { userId: string | null; requestKey?: string },
): Promise<RefundRow[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(refunds)
    .values(
      lines.map((line, i) => ({
        orderId: order.id,
        paymentId: line.paymentId,
        amountMinor: line.amountMinor,
        currency: order.currency,
        reason,
        requestedBy: by.userId,
        requestKey: i === 0 ? by.requestKey : undefined,
      })),
    )
    .returning();
}
