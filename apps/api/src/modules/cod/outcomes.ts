/**
 * How a COD parcel ended, as the owner records it (issue 27). Delivered with the cash collected:
 * the order is paid (a payments row, keyed so it is recorded once) and its tax invoice issued.
 * Returned to origin: cancelled, stock back, and the return kept against the phone and PIN code.
 * Both run under the order's lock and answer a repeat as done, with no second effect.
 */
import { COD_MESSAGES, COD_PAYMENT_METHOD } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { codReturns, orders, orderStatusEvents, payments } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { issueInvoice } from '../invoices';
import { lockOrder, returnOrderStock, type OrderRow } from '../orders';
import { collectedMail } from './messages';
import type { CodDeps } from './placement';

/** A COD order that may still end one way or the other. */
function codOrderOpen(order: OrderRow) {
  if (order.paymentMethod !== COD_PAYMENT_METHOD) throw new ConflictError(COD_MESSAGES.notCod);
}

async function markCollected(deps: CodDeps, tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  codOrderOpen(order);
  if (order.codOutcome === 'collected') return false;
  if (order.codOutcome === 'returned_to_origin')
    throw new ConflictError(COD_MESSAGES.alreadyReturned);
  if (order.status === 'cancelled') throw new ConflictError(COD_MESSAGES.cancelled);
  if (!order.codConfirmedAt) throw new ConflictError(COD_MESSAGES.collectNotConfirmed);
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: COD_PAYMENT_METHOD,
      // One cash payment per order: the unique payment id makes a second one impossible.
      gatewayPaymentId: `cod:${order.orderNumber}`,
      amountMinor: order.amountMinor,
      currency: order.currency,
      status: 'captured',
      reason: 'Cash collected on delivery',
    })
    .onConflictDoNothing();
  await tx
    .update(orders)
    .set({
      status: 'delivered',
      paymentStatus: 'paid',
      paidAt: now,
      codOutcome: 'collected',
      codOutcomeAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: 'delivered', note: 'Delivered; cash collected' });
  // The GST invoice is due now that the goods are delivered and paid for (numbered in this tx).
  await issueInvoice(tx, order.id, now);
  const url = deps.orderLink(order);
  await deps.mailer.queue({ to: order.receiptEmail, ...collectedMail(order, url) }, tx);
  return true;
}

async function markReturned(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  codOrderOpen(order);
  if (order.codOutcome === 'returned_to_origin') return false;
  if (order.codOutcome === 'collected') throw new ConflictError(COD_MESSAGES.alreadyCollected);
  if (order.status !== 'shipped' && order.status !== 'out_for_delivery')
    throw new ConflictError(COD_MESSAGES.notShipped);
  if (order.stockHeld) await returnOrderStock(tx, order.id);
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      stockHeld: false,
      codOutcome: 'returned_to_origin',
      codOutcomeAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  const address = order.shippingAddress;
  await tx
    .insert(codReturns)
    .values({
      orderId: order.id,
      phone: address.number ?? '',
      pincode: address.zipCode ?? '',
      state: address.state ?? '',
    })
    .onConflictDoNothing();
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: 'cancelled', note: 'Returned to origin' });
  return true;
}

export function createCodOutcomes(deps: CodDeps) {
  const { db, onStockChange } = deps;
  const record =
    (mark: (tx: Tx, order: OrderRow, now: Date) => Promise<boolean>) =>
    async (orderId: string, now = new Date()) => {
      const changed = await db.transaction(async (tx) =>
        mark(tx, await lockOrder(tx, orderId), now),
      );
      return { changed };
    };
  const returned = record(markReturned);
  const collected = record((tx, order, now) => markCollected(deps, tx, order, now));
  return {
    async collected(orderId: string, now = new Date()) {
      const result = await collected(orderId, now);
      if (result.changed) {
        deps.kickMail?.();
        deps.onPaid?.(orderId);
      }
      return result;
    },
    async returned(orderId: string, now = new Date()) {
      const result = await returned(orderId, now);
      if (result.changed) onStockChange?.();
      return result;
    },
  };
}
