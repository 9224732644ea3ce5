/** Catalogue queries. Search combines full-text (GIN on search_vector) with trigram word similarity. */
import type { ProductListQuery } from '@shop/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { isUuid } from '../../lib/ids';

const productColumns = {
  product: products,
  category: { slug: categories.slug, name: categories.name },
};

/** Full-text match or a close typo of a word in the title ('planer' finds 'planner'). */
export function searchCondition(q: string): SQL {
  return sql`(${products.searchVector} @@ websearch_to_tsquery('english', ${q}) or ${q.toLowerCase()} <% lower(${products.title}))`;
}

export function searchRank(q: string): SQL<number> {
  return sql<number>`(ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${q})) + word_similarity(${q.toLowerCase()}, lower(${products.title})))`;
}

export async function listProducts(db: Db, query: ProductListQuery) {
  const conditions: SQL[] = [eq(products.active, true)];
  if (query.category) conditions.push(eq(products.categorySlug, query.category));
  if (query.featured === 'true') conditions.push(eq(products.featured, true));
  if (query.ids) conditions.push(inArray(products.id, query.ids.filter(isUuid)));
  const q = query.q?.trim();
  if (q) conditions.push(searchCondition(q));
  const order = q
    ? [desc(searchRank(q)), asc(products.title)]
    : [desc(products.featured), asc(products.createdAt), asc(products.title)];
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(500);
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
