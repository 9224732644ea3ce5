/**
 * Faceted product search in PostgreSQL. Facets count what each choice would give: category counts
 * apply every filter but the category, price-band counts every filter but the price.
 */
import {
  PRICE_BANDS,
  type PriceBand,
  toMinor,
  type Product,
  type SearchFacets,
  type SearchQuery,
} from '@shop/shared';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { effectivePriceSql } from '../../db/effective-price-sql';
import { categories, products } from '../../db/schema';
import { searchCondition, searchRank } from './repository';

export const effectivePriceCents = effectivePriceSql(products);

function orderFor(query: SearchQuery): SQL[] {
  const q = query.q.trim();
  switch (query.sort) {
    case 'price-asc':
      return [asc(effectivePriceCents), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePriceCents), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewsCount), asc(products.id)];
    case 'reviews':
      return [desc(products.reviewsCount), desc(products.rating), asc(products.id)];
    default:
      return q
        ? [desc(searchRank(q)), asc(products.id)]
        : [desc(products.featured), desc(products.reviewsCount), asc(products.id)];
  }
}

export function createSearch(
  db: Db,
  withImages: (
    rows: { product: typeof products.$inferSelect; category: { slug: string; name: string } }[],
  ) => Promise<Product[]>,
) {
  return async function searchProducts(
    query: SearchQuery,
  ): Promise<{ products: Product[]; total: number; facets: SearchFacets }> {
    const q = query.q.trim();
    const base: SQL[] = [eq(products.active, true)];
    if (q) base.push(searchCondition(q));
    if (query.minRating !== undefined) base.push(gte(products.rating, query.minRating));
    const byCategory = query.category ? [eq(products.categorySlug, query.category)] : [];
    const byPrice: SQL[] = [];
    if (query.minPrice !== undefined)
      byPrice.push(gte(effectivePriceCents, toMinor(query.minPrice)));
    if (query.maxPrice !== undefined)
      byPrice.push(lte(effectivePriceCents, toMinor(query.maxPrice)));
    const band = PRICE_BANDS.find((b) => b.id === query.priceBand);
    if (band) byPrice.push(bandCondition(band));

    const rows = await db
      .select({
        product: products,
        category: { slug: categories.slug, name: categories.name },
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(products)
      .innerJoin(categories, eq(categories.slug, products.categorySlug))
      .where(and(...base, ...byCategory, ...byPrice))
      .orderBy(...orderFor(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);

    const categoryCounts = await db
      .select({
        slug: categories.slug,
        name: categories.name,
        count: sql<number>`count(${products.id})`.mapWith(Number),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categorySlug, categories.slug), ...base, ...byPrice))
      .groupBy(categories.slug, categories.name, categories.position)
      .orderBy(asc(categories.position));

    const bandColumns = Object.fromEntries(
      PRICE_BANDS.map((b) => [
        b.id,
        sql<number>`count(*) filter (where ${bandCondition(b)})`.mapWith(Number),
      ]),
    );
    const [bands] = await db
      .select(bandColumns)
      .from(products)
      .where(and(...base, ...byCategory));

    // A page past the end still needs the total for the pager.
    const total =
      rows[0]?.total ??
      (query.page > 1 ? await countMatches(db, [...base, ...byCategory, ...byPrice]) : 0);
    return {
      products: await withImages(rows),
      total,
      facets: {
        categories: categoryCounts,
        priceBands: PRICE_BANDS.map((band) => ({
          band: band.id,
          label: band.label,
          count: Number(bands?.[band.id] ?? 0),
        })),
      },
    };
  };
}

/** min <= effective price < max (shared inPriceBand): each product counts in one band. */
function bandCondition(band: PriceBand): SQL {
  const conditions = [
    band.min === null ? sql`true` : sql`${effectivePriceCents} >= ${toMinor(band.min)}`,
    band.max === null ? sql`true` : sql`${effectivePriceCents} < ${toMinor(band.max)}`,
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

async function countMatches(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(...conditions));
  return row?.count ?? 0;
}
