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

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters a statement). */
const CHUNK = 1_000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** The batch's new products in one statement; answers their ids by handle. */
async function insertProducts(tx: Tx, writes: ProductWrite[]): Promise<Map<string, string>> {
  const fresh = writes.filter((w) => !w.existing);
  const ids = new Map<string, string>();
  for (const part of chunks(fresh)) {
    const rows = await tx
      .insert(products)
      .values(
        part.map((write) => ({
          ...(write.columns as typeof products.$inferInsert),
          slug: write.handle,
          priceCents: write.variants.inserts[0]!.priceCents,
          salePriceCents: write.variants.inserts[0]!.salePriceCents,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
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

/** Every new variant of the batch, a chunk a statement, with its initial stock recorded. */
async function insertVariants(
  tx: Tx,
  rows: (typeof productVariants.$inferInsert)[],
  userId: string,
  adjustments: Adjustment[],
) {
  for (const part of chunks(rows)) {
    const inserted = await tx.insert(productVariants).values(part).returning({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.countInStock,
    });
    for (const row of inserted)
      if (row.stock > 0)
        adjustments.push({
          productId: row.productId,
          variantId: row.id,
          userId,
          delta: row.stock,
          stockAfter: row.stock,
          reason: STOCK_REASON,
        });
  }
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
    const created = await insertProducts(tx, writes);
    const ids: string[] = [];
    const newVariants: (typeof productVariants.$inferInsert)[] = [];
    const adjustments: Adjustment[] = [];
    for (const write of writes) {
      const existing = write.existing?.product.id;
      const productId = existing ?? created.get(write.handle)!;
      if (existing && Object.keys(write.columns).length)
        await tx
          .update(products)
          .set({ ...write.columns, updatedAt: new Date() })
          .where(eq(products.id, existing));
      await updateVariants(tx, productId, write, userId, adjustments);
      newVariants.push(
        ...write.variants.inserts.map(({ line: _line, ...v }) => ({ ...v, productId })),
      );
      await addImages(tx, productId, write);
      ids.push(productId);
    }
    await insertVariants(tx, newVariants, userId, adjustments);
    for (const part of chunks(adjustments)) await tx.insert(stockAdjustments).values(part);
    await syncProductFacts(tx, ids);
    return ids;
  });
}
