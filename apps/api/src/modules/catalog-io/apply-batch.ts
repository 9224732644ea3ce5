/**
 * Writes a batch of planned products in one transaction: products, variants, stock through
 * recorded adjustments ('Imported from CSV'), images, then the facts products keep from variants.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productImages, products, productVariants, stockAdjustments } from '../../db/schema';
import { syncProductFacts } from '../../db/variant-facts';
import type { ProductWrite } from './plan-product';

export const STOCK_REASON = 'Imported from CSV';
export type StoredImage = { fileName: string; alt: string; width: number; height: number };
export type ReadyWrite = ProductWrite & { stored: StoredImage[] };
type Adjustment = typeof stockAdjustments.$inferInsert;

async function insertProduct(tx: Tx, write: ProductWrite): Promise<string> {
  const first = write.variants.inserts[0]!;
  const [row] = await tx
    .insert(products)
    .values({
      ...(write.columns as typeof products.$inferInsert),
      slug: write.handle,
      priceCents: first.priceCents,
      salePriceCents: first.salePriceCents,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** Moves changed variants out of the way first, so swapped SKUs or option values never collide. */
async function updateVariants(
  tx: Tx,
  productId: string,
  write: ProductWrite,
  userId: string,
  adjustments: Adjustment[],
) {
  const moving = write.variants.updates.filter((u) => u.set.sku || u.set.optionValues);
  for (const u of moving)
    await tx
      .update(productVariants)
      .set({
        ...(u.set.sku && { sku: `~import-${u.id}` }),
        ...(u.set.optionValues && { optionValues: { '~import': u.id } }),
      })
      .where(eq(productVariants.id, u.id));
  for (const u of write.variants.updates) {
    if (Object.keys(u.set).length)
      await tx
        .update(productVariants)
        .set({ ...u.set, updatedAt: new Date() })
        .where(eq(productVariants.id, u.id));
    if (u.stock === undefined) continue;
    // The stock as it is under lock now (a sale may have moved it since the plan was made).
    const [before] = await tx
      .select({ stock: productVariants.countInStock })
      .from(productVariants)
      .where(eq(productVariants.id, u.id))
      .for('update');
    const delta = u.stock - before!.stock;
    if (delta === 0) continue;
    await tx
      .update(productVariants)
      .set({ countInStock: u.stock })
      .where(eq(productVariants.id, u.id));
    adjustments.push({
      productId,
      variantId: u.id,
      userId,
      delta,
      stockAfter: u.stock,
      reason: STOCK_REASON,
    });
  }
}

async function insertVariants(
  tx: Tx,
  productId: string,
  write: ProductWrite,
  userId: string,
  adjustments: Adjustment[],
) {
  if (write.variants.inserts.length === 0) return;
  const rows = await tx
    .insert(productVariants)
    .values(write.variants.inserts.map(({ line: _line, ...v }) => ({ ...v, productId })))
    .returning({ id: productVariants.id, stock: productVariants.countInStock });
  for (const row of rows)
    if (row.stock > 0)
      adjustments.push({
        productId,
        variantId: row.id,
        userId,
        delta: row.stock,
        stockAfter: row.stock,
        reason: STOCK_REASON,
      });
}

async function addImages(tx: Tx, productId: string, write: ReadyWrite) {
  for (const { id, alt } of write.altUpdates)
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, id));
  if (write.stored.length === 0) return;
  const [{ max }] = (await tx
    .select({ max: sql<number>`coalesce(max(${productImages.position}), -1)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId))) as [{ max: number }];
  await tx
    .insert(productImages)
    .values(write.stored.map((image, i) => ({ ...image, productId, position: max + 1 + i })));
}

/** Applies the batch; answers the ids of the products it wrote. */
export async function applyBatch(db: Db, writes: ReadyWrite[], userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    const adjustments: Adjustment[] = [];
    for (const write of writes) {
      const existing = write.existing?.product.id;
      const productId = existing ?? (await insertProduct(tx, write));
      if (existing && Object.keys(write.columns).length)
        await tx
          .update(products)
          .set({ ...write.columns, updatedAt: new Date() })
          .where(eq(products.id, existing));
      await updateVariants(tx, productId, write, userId, adjustments);
      await insertVariants(tx, productId, write, userId, adjustments);
      await addImages(tx, productId, write);
      ids.push(productId);
    }
    if (adjustments.length) await tx.insert(stockAdjustments).values(adjustments);
    await syncProductFacts(tx, ids);
    return ids;
  });
}
