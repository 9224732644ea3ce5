/** Stock moves for orders. Every decrement is conditional, so stock never goes below zero. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';

export type StockLine = { productId: string; quantity: number };

/** Takes stock for every line or for none: returns false (after undoing) when any line is short. */
export async function takeStock(
  tx: Tx,
  lines: StockLine[],
): Promise<{ ok: true } | { ok: false; productId: string }> {
  const taken: StockLine[] = [];
  for (const line of lines) {
    const updated = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${line.quantity}` })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.active, true),
          gte(products.countInStock, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (updated.length === 0) {
      await returnStock(tx, taken);
      return { ok: false, productId: line.productId };
    }
    taken.push(line);
  }
  return { ok: true };
}

export async function returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
