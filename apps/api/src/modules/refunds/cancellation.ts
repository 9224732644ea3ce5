/**
 * Cancelling an order that has not left the studio, by its customer or the owner: the stock goes
 * back once, every captured payment is refunded in full, and the customer hears of both.
 */
import { REFUND_MESSAGES } from '@shop/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, orderStatusEvents } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { customerActionsOf, lockOrder, returnOrderStock, type OrderLink } from '../orders';
import { buyerOrders, buyerUserId, type Buyer } from './buyer';
import { balancesOf, recordRefunds, type RefundRow } from './ledger';
import { cancelledMail } from './mails';
import { trySend, type SendRefund } from './send';

type Deps = {
  db: Db;
  mailer: Mailer;
  orderLink: OrderLink;
  onStockChange?: () => void;
  send: SendRefund;
};
type Cancellation = { which: SQL; reason: string; userId: string | null; byCustomer: boolean };

export function createCancellation(deps: Deps) {
  const { db, mailer, onStockChange, send } = deps;

  async function cancel(c: Cancellation) {
    const result = await db.transaction((tx) => cancelInLock(tx, deps, c));
    if (result.stockMoved) onStockChange?.();
    const sent: RefundRow[] = [];
    for (const row of result.rows) {
      // The cancellation stands; a refund the gateway did not answer is resumed in the background.
      sent.push((await trySend(send, row)) ?? row);
    }
    mailer.kick();
    return sent[0] ?? null;
  }

  return {
    /** By its customer, or a guest holding the order's token. */
    cancelByCustomer: (buyer: Buyer, orderNumber: string) =>
      cancel({
        which: and(eq(orders.orderNumber, orderNumber), buyerOrders(buyer))!,
        reason: 'Cancelled by the customer',
        userId: buyerUserId(buyer),
        byCustomer: true,
      }),

    /** The owner's "Cancel and refund": as a customer's cancellation, in the shop's name. */
    cancelByOwner: (orderId: string, ownerId: string, note?: string) =>
      cancel({
        which: eq(orders.id, orderId),
        reason: note || 'Cancelled by the shop',
        userId: ownerId,
        byCustomer: false,
      }),
  };
}

/** Cancels the order in its lock and records the refunds owed; the gateway is asked afterwards. */
async function cancelInLock(
  tx: Tx,
  { mailer, orderLink }: Deps,
  { which, reason, userId, byCustomer }: Cancellation,
) {
  const [found] = await tx.select({ id: orders.id }).from(orders).where(which);
  if (!found) throw new NotFoundError(REFUND_MESSAGES.notYours);
  const order = await lockOrder(tx, found.id);
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
    throw new NotFoundError(REFUND_MESSAGES.notYours);
  // The customer is refused what their order's page does not offer, in its words (issue 29).
  const action = byCustomer ? (await customerActionsOf(tx, order)).cancel : { allowed: true };
  if (!action.allowed) throw new ConflictError(action.reason ?? REFUND_MESSAGES.cannotCancel);
  if (order.status === 'cancelled') throw new ConflictError('This order is already cancelled.');
  if (order.status !== 'pending' && order.status !== 'processing')
    throw new ConflictError(REFUND_MESSAGES.cannotCancel);
  if (order.stockHeld) await returnOrderStock(tx, order.id);
  // A cash-on-delivery order not yet collected was never paid: nothing is owed back (issue 27).
  const paid = order.paymentStatus !== 'cod_pending';
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      stockHeld: false,
      ...(paid && { paymentStatus: 'refund_due' as const, refundReason: reason }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: 'cancelled', note: reason });
  const owed = (await balancesOf(tx, order.id)).filter((b) => b.left > 0);
  const rows = await recordRefunds(
    tx,
    order,
    owed.map((b) => ({ paymentId: b.payment.id, amountMinor: b.left })),
    reason,
    { userId },
  );
  await mailer.queue(
    {
      to: order.receiptEmail,
      ...cancelledMail({
        orderNumber: order.orderNumber,
        byCustomer,
        reason,
        orderUrl: orderLink(order),
        paid,
      }),
    },
    tx,
  );
  return { rows, stockMoved: order.stockHeld };
}
