/** Catalogue queries: the product list without a search text, one product, images. */
import type { ProductListQuery } from '@shop/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productImages, productPrices, products } from '../../db/schema';
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

/** The prices the owner set by hand in other currencies (record 036), for these products. */
export async function listPriceLists(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productPrices.productId,
      currency: productPrices.currency,
      priceMinor: productPrices.priceMinor,
      salePriceMinor: productPrices.salePriceMinor,
    })
    .from(productPrices)
    .where(inArray(productPrices.productId, productIds));
}
