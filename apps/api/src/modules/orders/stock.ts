/**
 * Stock moves for orders. Every decrement is conditional, so stock never goes below zero, and rows
 * are always locked in product-id order, so two checkouts of [A,B] and [B,A] cannot deadlock.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, products } from '../../db/schema';

export type StockLine = { productId: string; quantity: number };
export type StockResult = { ok: true } | { ok: false; productId: string };

type Move = { productId: string; give: number; take: number };

function netMoves(give: StockLine[], take: StockLine[]): Move[] {
  const moves = new Map<string, Move>();
  const entry = (productId: string) => {
    let move = moves.get(productId);
    if (!move) moves.set(productId, (move = { productId, give: 0, take: 0 }));
    return move;
  };
  for (const line of give) entry(line.productId).give += line.quantity;
  for (const line of take) entry(line.productId).take += line.quantity;
  return [...moves.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

const addStock = (tx: Tx, productId: string, delta: number) =>
  tx
    .update(products)
    .set({ countInStock: sql`${products.countInStock} + ${delta}` })
    .where(eq(products.id, productId));

/**
 * Gives back `give` and takes `take` in one pass, netted per product: all or nothing. When a
 * product is short (or no longer sold), the moves already made are undone and it is named.
 */
export async function moveStock(
  tx: Tx,
  { give = [], take = [] }: { give?: StockLine[]; take?: StockLine[] },
): Promise<StockResult> {
  const done: Move[] = [];
  for (const move of netMoves(give, take)) {
    const delta = move.give - move.take;
    if (delta === 0 && move.take === 0) continue;
    const updated = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${delta}` })
      .where(
        and(
          eq(products.id, move.productId),
          move.take > 0 ? eq(products.active, true) : undefined,
          gte(products.countInStock, -delta),
        ),
      )
      .returning({ id: products.id });
    if (updated.length === 0 && move.take > 0) {
      // Rows in `done` are locked by this transaction already: undoing takes no new locks.
      for (const made of done) await addStock(tx, made.productId, made.take - made.give);
      return { ok: false, productId: move.productId };
    }
    done.push(move);
  }
  return { ok: true };
}

/** Takes stock for every line or for none. */
export const takeStock = (tx: Tx, lines: StockLine[]) => moveStock(tx, { take: lines });

export async function returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
  await moveStock(tx, { give: lines });
}

/** Gives back every line of an order (a cancelled order whose stock is still held). */
export async function returnOrderStock(tx: Tx, orderId: string): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await returnStock(tx, items);
}
