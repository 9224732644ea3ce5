/**
 * A customer's store credit (issue 28, record 051), in paise of the shop currency: credited by a
 * refund or return paid as credit or by the owner, spent by orders. The balance is the sum of the
 * movements that count (db/ledger-rule): an order that stops holding stock unpaid gives its spend
 * back by itself.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { movementCounts } from '../../db/ledger-rule';
import { orders, storeCreditMovements as movements, users } from '../../db/schema';

/** A plain query or one inside a transaction. */
export type Reader = Db | Tx;
export type StoreCreditMovement = typeof movements.$inferSelect;

export type StoreCreditEntry = {
  id: string;
  kind: StoreCreditMovement['kind'];
  /** Paise: + credit, - spent. */
  amount: number;
  orderNumber: string | null;
  note: string | null;
  createdAt: Date;
  counts: boolean;
};

const counts = movementCounts(movements.orderId);

export async function storeCreditBalance(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${movements.amountMinor}), 0)`.mapWith(Number),
    })
    .from(movements)
    .where(and(eq(movements.userId, userId), counts));
  return row?.balance ?? 0;
}

/**
 * Takes min(balance, due) from the customer's credit and answers it, in paise. With `orderId`
 * (inside the checkout's transaction) the customer's row is locked first, so two checkouts of one
 * customer take turns, the balance is read after the lock and a 'spend' movement is written.
 * Without it, the same amount is computed and nothing is locked or written (the quote's dry run).
 *
 * The lock is FOR NO KEY UPDATE, not FOR UPDATE: each checkout's order row already holds a KEY
 * SHARE lock on its user (the foreign key), which FOR UPDATE waits for, so two checkouts that had
 * inserted their orders deadlocked (the races test on the server showed it). Two spends still
 * exclude each other.
 */
export async function spendStoreCredit(
  tx: Reader,
  input: { userId: string; dueMinor: number; orderId?: string },
): Promise<number> {
  const { userId, orderId } = input;
  if (orderId)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const balance = await storeCreditBalance(tx, userId);
  const amountMinor = Math.max(0, Math.min(balance, input.dueMinor));
  if (orderId && amountMinor > 0)
    await tx
      .insert(movements)
      .values({ userId, kind: 'spend', amountMinor: -amountMinor, orderId });
  return amountMinor;
}

/** Credits the customer: a refund or return paid as credit, or the owner's grant. */
export async function creditStoreCredit(
  tx: Reader,
  input: {
    userId: string;
    amountMinor: number;
    kind: 'refund' | 'return' | 'owner';
    orderId?: string;
    refundId?: string;
    returnId?: string;
    note: string;
    createdBy?: string;
  },
): Promise<StoreCreditMovement> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new Error(`Store credit is credited in positive whole paise, not ${input.amountMinor}`);
  const [movement] = await tx.insert(movements).values(input).returning();
  return movement!;
}

/**
 * The customer's movements, newest first, with the order's number; `counts` tells whether each
 * is in the balance (a spend by a checkout that expired unpaid is not).
 */
export async function storeCreditMovements(
  db: Reader,
  userId: string,
): Promise<StoreCreditEntry[]> {
  return db
    .select({
      id: movements.id,
      kind: movements.kind,
      amount: movements.amountMinor,
      orderNumber: orders.orderNumber,
      note: movements.note,
      createdAt: movements.createdAt,
      counts: sql<boolean>`${counts}`,
    })
    .from(movements)
    .leftJoin(orders, eq(orders.id, movements.orderId))
    .where(eq(movements.userId, userId))
    .orderBy(desc(movements.createdAt), desc(movements.id));
}
