/** Catalogue queries: the product list without a search text, one product, images, variants. */
import type { ProductListQuery } from '@shop/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  productImages,
  products,
  productVariants,
  variantPrices,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { productColumns } from './product-mapper';

/** get-products answers at most this many products (documented in the OpenAPI summary). */
export const PRODUCT_LIST_MAX = 500;

/** The list's filters other than the search text (category, featured, ids). */
export function listConditions(query: ProductListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.categorySlug, query.category));
  if (query.featured === 'true') conditions.push(eq(products.featured, true));
  if (query.ids) conditions.push(inArray(products.id, query.ids.filter(isUuid)));
  return conditions;
}

export async function listProducts(db: Db, query: ProductListQuery) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), ...listConditions(query)))
    .orderBy(desc(products.featured), asc(products.createdAt), asc(products.title))
    .limit(PRODUCT_LIST_MAX);
}

export async function findProduct(db: Db, idOrSlug: string) {
  const key = isUuid(idOrSlug)
    ? eq(products.id, idOrSlug)
    : eq(products.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(key, eq(products.active, true)))
    .limit(1);
  return row;
}

export async function listImages(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      fileName: productImages.fileName,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

/** The variants shoppers can choose (active), in the owner's order, with their hand-set prices. */
export async function listVariants(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  const [rows, prices] = await Promise.all([
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        optionValues: productVariants.optionValues,
        priceCents: productVariants.priceCents,
        salePriceCents: productVariants.salePriceCents,
        countInStock: productVariants.countInStock,
        imageFiles: productVariants.imageFiles,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, productIds), eq(productVariants.active, true)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    db
      .select({
        variantId: variantPrices.variantId,
        currency: variantPrices.currency,
        priceMinor: variantPrices.priceMinor,
        salePriceMinor: variantPrices.salePriceMinor,
      })
      .from(variantPrices)
      .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
      .where(inArray(productVariants.productId, productIds)),
  ]);
  return rows.map((row) => ({
    ...row,
    priceList: prices.filter((p) => p.variantId === row.id),
  }));
}
