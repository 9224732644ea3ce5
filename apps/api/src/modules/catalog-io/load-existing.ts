/** What the shop holds for a batch of the file's products: rows by handle, SKU owners, GST rates. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gstRates, productImages, products, productVariants } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type Existing = {
  product: ProductRow;
  variants: VariantRow[];
  images: ImageRow[];
};
export type ShopState = {
  byHandle: Map<string, Existing>;
  /** lower(SKU) -> the handle of the product that has it. */
  skuOwners: Map<string, string>;
};

export async function loadGstRates(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(gstRates);
  return new Map(rows.map((r) => [r.hsnCode, r.ratePercent]));
}

export async function loadShopState(
  db: Db | Tx,
  handles: string[],
  skus: string[],
): Promise<ShopState> {
  const rows = handles.length
    ? await db.select().from(products).where(inArray(products.slug, handles))
    : [];
  const ids = rows.map((p) => p.id);
  const [variants, images, owners] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.position))
      : [],
    ids.length
      ? db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position))
      : [],
    skus.length
      ? db
          .select({ sku: sql<string>`lower(${productVariants.sku})`, handle: products.slug })
          .from(productVariants)
          .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
          .where(inArray(sql`lower(${productVariants.sku})`, skus))
      : [],
  ]);
  const byHandle = new Map<string, Existing>(
    rows.map((product) => [
      product.slug,
      {
        product,
        variants: variants.filter((v) => v.productId === product.id),
        images: images.filter((i) => i.productId === product.id),
      },
    ]),
  );
  return { byHandle, skuOwners: new Map(owners.map((o) => [o.sku, o.handle])) };
}
