/**
 * Stock holds of unpaid checkouts. A hold is given back by whoever claims it first: the claim is a
 * conditional update, so every instance may run expiry at once and each hold returns once.
 */
import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { StockLine } from '../orders';

export const RESERVATION_MS = 15 * 60 * 1000;
/** Expired holds released per transaction: keeps one run's locks and statement small. */
const EXPIRY_BATCH = 200;

const holding = and(eq(orders.stockHeld, true), eq(orders.paymentStatus, 'pending'));

/**
 * Marks the matching unpaid orders as no longer holding stock and returns the stock they held, for
 * the caller to give back (with moveStock, in the same transaction).
 */
export async function claimHolds(
  tx: Tx,
  where: SQL | undefined,
): Promise<{ orders: number; lines: StockLine[] }> {
  const claimed = await tx
    .update(orders)
    .set({ stockHeld: false, updatedAt: new Date() })
    .where(and(where, holding))
    .returning({ id: orders.id });
  if (claimed.length === 0) return { orders: 0, lines: [] };
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        claimed.map((o) => o.id),
      ),
    );
  return { orders: claimed.length, lines: items };
}

/** Holds that ran out before `now`; another instance's claims in progress are skipped, not awaited. */
export function expiredHolds(tx: Tx, now: Date): SQL {
  return inArray(
    orders.id,
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(holding, lt(orders.reservationExpiresAt, now)))
      .orderBy(asc(orders.reservationExpiresAt))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true }),
  );
}
