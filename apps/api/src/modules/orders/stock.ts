/**
 * Stock moves for orders, per variant (record 038). Every decrement is conditional, so stock never
 * goes below zero, and rows are always locked in one order (a product's variants by id, then the
 * product's total, products by id), so two checkouts of [A,B] and [B,A] cannot deadlock.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, products, productVariants } from '../../db/schema';
import { syncProductStock } from '../../db/variant-facts';

/** A line of stock: the variant's; null when the owner has deleted it (nothing to give back). */
export type StockLine = { productId: string; variantId: string | null; quantity: number };
export type StockResult =
  { ok: true; restocked: string[] } | { ok: false; productId: string; variantId: string };

type Move = { productId: string; variantId: string; give: number; take: number };

function netMoves(give: StockLine[], take: StockLine[]): Move[] {
  const moves = new Map<string, Move>();
  const entry = (line: StockLine) => {
    const variantId = line.variantId!;
    let move = moves.get(variantId);
    if (!move)
      moves.set(variantId, (move = { productId: line.productId, variantId, give: 0, take: 0 }));
    return move;
  };
  for (const line of give) if (line.variantId) entry(line).give += line.quantity;
  for (const line of take) entry(line).take += line.quantity;
  const key = (m: Move) => `${m.productId}|${m.variantId}`;
  return [...moves.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

const addStock = (tx: Tx, variantId: string, delta: number) =>
  tx
    .update(productVariants)
    .set({ countInStock: sql`${productVariants.countInStock} + ${delta}` })
    .where(eq(productVariants.id, variantId));

const productSold = (productId: string) =>
  sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${products.active})`;

/**
 * Gives back `give` and takes `take` in one pass, netted per variant: all or nothing. When a
 * variant is short (or no longer sold), the moves already made are undone and it is named.
 * `restocked` names the variants this brought back from none in stock (for "Notify me").
 */
export async function moveStock(
  tx: Tx,
  { give = [], take = [] }: { give?: StockLine[]; take?: StockLine[] },
): Promise<StockResult> {
  const moves = netMoves(give, take);
  const done: Move[] = [];
  const restocked: string[] = [];
  for (const [i, move] of moves.entries()) {
    const delta = move.give - move.take;
    if (delta !== 0 || move.take > 0) {
      const updated = await tx
        .update(productVariants)
        .set({ countInStock: sql`${productVariants.countInStock} + ${delta}` })
        .where(
          and(
            eq(productVariants.id, move.variantId),
            move.take > 0
              ? and(eq(productVariants.active, true), productSold(move.productId))
              : undefined,
            gte(productVariants.countInStock, -delta),
          ),
        )
        .returning({ stock: productVariants.countInStock });
      if (updated.length === 0 && move.take > 0) {
        // Rows in `done` are locked by this transaction already: undoing takes no new locks.
        for (const made of done) await addStock(tx, made.variantId, made.take - made.give);
        await syncProductStock(tx, [...new Set(done.map((m) => m.productId))]);
        return { ok: false, productId: move.productId, variantId: move.variantId };
      }
      const after = updated[0]?.stock;
      if (after !== undefined && delta > 0 && after - delta <= 0) restocked.push(move.variantId);
      done.push(move);
    }
    // A product's total follows its last variant moved, before the next product's rows.
    const lastOfProduct = moves[i + 1]?.productId !== move.productId;
    if (lastOfProduct && done.at(-1)?.productId === move.productId)
      await syncProductStock(tx, [move.productId]);
  }
  return { ok: true, restocked };
}

/** Takes stock for every line or for none. */
export const takeStock = (tx: Tx, lines: StockLine[]) => moveStock(tx, { take: lines });

export async function returnStock(tx: Tx, lines: StockLine[]) {
  return moveStock(tx, { give: lines });
}

/** Gives back every line of an order (a cancelled order whose stock is still held). */
export async function returnOrderStock(tx: Tx, orderId: string) {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return returnStock(tx, items);
}
