/**
 * Applies the gateway's word on a refund, once, in the caller's transaction: locks the refund,
 * moves it to the new status and, the first time it is processed, updates its payment and order,
 * writes the timeline, issues the credit note and queues the customer's mail. A refund to gift
 * cards or store credit is processed when it is written and takes the same effects (record 052).
 */
import { formatMoney, fromMinor, type RefundStatus } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, orderStatusEvents, payments, refunds } from '../../db/schema';
import type { GatewayRefund } from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { issueCreditNote } from '../invoices';
import { lockOrder, type OrderRow, type OrderLink } from '../orders';
import { balancesOf, type Balance, type RefundRow } from './ledger';
import { refundedMail } from './mails';
import { orderValueOf } from './order-value';

export type SettleContext = { tx: Tx; mailer: Mailer; orderLink: OrderLink };
type Context = SettleContext;

export async function settleRefund(
  ctx: Context,
  refundId: string,
  result: Pick<GatewayRefund, 'id' | 'status'>,
  failure?: string,
): Promise<RefundRow | null> {
  const { tx } = ctx;
  // The order first, then the refund: the order the rest of the shop locks in.
  const [found] = await tx
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!found) return null;
  const order = await lockOrder(tx, found.orderId);
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  const row = current!;
  const before = row.status;
  // Once processed or failed, a refund does not change again (webhooks can arrive late).
  if (before === 'processed' || before === 'failed') return row;
  const status: RefundStatus = result.status;
  const [updated] = await tx
    .update(refunds)
    .set({
      status,
      gatewayRefundId: result.id || row.gatewayRefundId,
      failureReason: status === 'failed' ? (failure ?? 'Refused by the payment gateway') : null,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, refundId))
    .returning();
  if (status === 'failed') {
    const money = formatMoney(fromMinor(row.amountMinor), row.currency);
    await tx.insert(orderStatusEvents).values({
      orderId: order.id,
      status: 'refund_failed',
      note: `Refund of ${money} failed: ${failure ?? 'refused by the payment gateway'}`,
    });
    return updated!;
  }
  if (status === 'processed') await applyProcessed(ctx, order, row);
  return updated!;
}

/** The effects of a refund processed for the first time (in the order's lock). */
export async function applyProcessed(
  { tx, mailer, orderLink }: Context,
  order: OrderRow,
  row: RefundRow,
) {
  const money = formatMoney(fromMinor(row.amountMinor), row.currency);
  const left = await balancesOf(tx, order.id);
  const processedOn = await processedPerPayment(tx, order.id);
  const mine = left.find((b) => b.payment.id === row.paymentId);
  if (mine && processedOn(mine.payment.id) >= mine.payment.amountMinor) {
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, mine.payment.id));
  }
  const everything = await refundedInFull(tx, order, processedOn);
  const paymentStatus = orderPaymentStatus(order, left, row.paymentId, processedOn, everything);
  await tx
    .update(orders)
    .set({
      paymentStatus,
      refundReason: paymentStatus === 'refund_due' ? order.refundReason : null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await issueCreditNote(tx, order.id, row.id, new Date());
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: 'refunded',
    note: `Refunded ${money}${WHERE[row.method]}: ${row.reason}`,
  });
  await mailer.queue(
    {
      to: order.receiptEmail,
      ...refundedMail({
        orderNumber: order.orderNumber,
        amount: money,
        full: everything,
        orderUrl: orderLink(order),
        method: row.method,
      }),
    },
    tx,
  );
}

/** Where the timeline says the money went (nothing for the gateway, as before). */
const WHERE = { gateway: '', gift_card: ' to gift card', store_credit: ' to store credit' };

/** Processed refunds of the order per payment (null: to gift cards and store credit). */
async function processedPerPayment(tx: Tx, orderId: string) {
  const processed = await tx
    .select({ amountMinor: refunds.amountMinor, paymentId: refunds.paymentId })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  return (paymentId: string | null) =>
    processed.filter((r) => r.paymentId === paymentId).reduce((s, r) => s + r.amountMinor, 0);
}

/**
 * Refunded in full: every payment owed back (paid twice) given back, and the order itself: its
 * payment in full when it is cancelled (its gift cards and store credit came back with it),
 * otherwise its whole value, through the gateway, to gift cards and to store credit together.
 */
async function refundedInFull(
  tx: Tx,
  order: OrderRow,
  processedOn: (paymentId: string | null) => number,
) {
  const { balances, paying, valueMinor } = await orderValueOf(tx, order);
  const done = (b: Balance) => processedOn(b.payment.id) >= b.payment.amountMinor;
  if (!balances.every((b) => b === paying || done(b))) return false;
  if (order.status === 'cancelled') return !paying || done(paying);
  return (paying ? processedOn(paying.payment.id) : 0) + processedOn(null) >= valueMinor;
}

/**
 * The order's payment status after a processed refund: refunded when every payment is, paid again
 * when this refund settled what a live order owed, otherwise unchanged.
 */
function orderPaymentStatus(
  order: OrderRow,
  left: Balance[],
  paymentId: string | null,
  processedOn: (paymentId: string | null) => number,
  everything: boolean,
): OrderRow['paymentStatus'] {
  if (everything) return 'refunded';
  const owedElsewhere = left.some(
    (b) =>
      b.payment.id !== paymentId &&
      b.payment.status === 'refund_due' &&
      processedOn(b.payment.id) < b.payment.amountMinor,
  );
  return order.paymentStatus === 'refund_due' && order.status !== 'cancelled' && !owedElsewhere
    ? 'paid'
    : order.paymentStatus;
}
