/**
 * COD orders not confirmed in time are cancelled and their stock goes back (issue 27). Every
 * instance may run this at once: an order is claimed by a conditional update on rows locked with
 * SKIP LOCKED, so each is cancelled, and its stock given back, by exactly one of them.
 */
import { COD_PAYMENT_METHOD } from '@shop/shared';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, orderStatusEvents } from '../../db/schema';
import { moveStock } from '../orders';
import { expiredMessage } from './messages';
import type { CodDeps } from './placement';

/** Orders cancelled per transaction: keeps one run's locks and statements small. */
const EXPIRY_BATCH = 200;
const NOT_CONFIRMED = 'Cash on delivery not confirmed in time';

const unconfirmed = (now: Date) =>
  and(
    eq(orders.paymentMethod, COD_PAYMENT_METHOD),
    eq(orders.paymentStatus, 'cod_pending'),
    eq(orders.status, 'pending'),
    eq(orders.stockHeld, true),
    isNull(orders.codConfirmedAt),
    lt(orders.codConfirmBy, now),
  );

async function cancelBatch(deps: CodDeps, tx: Tx, now: Date): Promise<number> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(unconfirmed(now))
    .orderBy(asc(orders.codConfirmBy))
    .limit(EXPIRY_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(orders)
    .set({ status: 'cancelled', stockHeld: false, updatedAt: now })
    .where(and(inArray(orders.id, due), unconfirmed(now)))
    .returning();
  if (claimed.length === 0) return 0;
  const ids = claimed.map((o) => o.id);
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  await moveStock(tx, { give: lines });
  await tx
    .insert(orderStatusEvents)
    .values(ids.map((orderId) => ({ orderId, status: 'cancelled', note: NOT_CONFIRMED })));
  for (const order of claimed)
    await deps.notifications.notify(tx, {
      ...expiredMessage(order),
      orderId: order.id,
      link: deps.orderLink(order),
      email: order.receiptEmail,
      phone: order.shippingAddress.number,
    });
  return claimed.length;
}

export function createCodExpiry(deps: CodDeps) {
  const { db, onStockChange } = deps;
  return {
    /** Cancels every COD order whose confirmation time passed before `now`; returns how many. */
    async cancelUnconfirmed(now = new Date()): Promise<number> {
      let total = 0;
      for (;;) {
        const cancelled = await db.transaction((tx) => cancelBatch(deps, tx, now));
        total += cancelled;
        if (cancelled === 0) break;
      }
      if (total > 0) {
        onStockChange?.();
        deps.kickMail?.();
      }
      return total;
    },
  };
}
