/**
 * Low stock counted per variant (record 041): a journal with 40 Sage but 2 Sage / Dotted left is
 * low, so the owner's stock filters and the dashboard name the variant ("Sage / Dotted, 2 left").
 */
import { variantLabel } from '@shop/shared';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';

/** At or below this many units a variant counts as low on stock (list filter, dashboard). */
export const LOW_STOCK = 5;

const bound = (level: 'low' | 'out') => (level === 'low' ? LOW_STOCK : 0);

/** Products with an active variant at or below the level (or, lacking active ones, none left). */
export const hasLowVariant = (level: 'low' | 'out'): SQL =>
  sql`(exists (select 1 from ${productVariants} v where v.product_id = ${products.id}
    and v.active and v.count_in_stock <= ${bound(level)})
    or ${products.countInStock} <= ${bound(level)})`;

/** The stock of a product's emptiest active variant (its own total when it has none active). */
export const lowestVariantStock = sql`coalesce((select min(v.count_in_stock) from ${productVariants} v
  where v.product_id = ${products.id} and v.active), ${products.countInStock})`;

/** The active variants at or below the level of these products, labelled by their option values. */
export async function lowVariantsOf(db: Db, productIds: string[], level: 'low' | 'out') {
  if (productIds.length === 0) return new Map<string, LowVariant[]>();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      values: productVariants.optionValues,
      stock: productVariants.countInStock,
      options: products.options,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(productVariants.productId, productIds),
        eq(productVariants.active, true),
        lte(productVariants.countInStock, bound(level)),
      ),
    )
    .orderBy(asc(productVariants.countInStock), asc(productVariants.position));
  const byProduct = new Map<string, LowVariant[]>();
  for (const r of rows) {
    const label = variantLabel(r.values, r.options);
    if (!label) continue;
    byProduct.set(r.productId, [
      ...(byProduct.get(r.productId) ?? []),
      { id: r.id, label, stock: r.stock },
    ]);
  }
  return byProduct;
}
export type LowVariant = { id: string; label: string; stock: number };

/** The dashboard's list: live products' variants lowest first ("Journal — Sage / Dotted"). */
export async function loadLowStock(db: Db, limit = 10) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      variantId: productVariants.id,
      values: productVariants.optionValues,
      options: products.options,
      stock: productVariants.countInStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.active, true),
        eq(productVariants.active, true),
        lte(productVariants.countInStock, LOW_STOCK),
      ),
    )
    .orderBy(asc(productVariants.countInStock), asc(products.title), asc(productVariants.position))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    stock: r.stock,
    variant: variantLabel(r.values, r.options),
    variantId: r.variantId,
  }));
}
