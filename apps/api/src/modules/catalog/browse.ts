/**
 * Browsing without a text: pages through an index in the chosen order (schema/catalog.ts); the
 * facet counts are exact, over the whole catalogue, cached until the catalogue changes.
 */
import { PRICE_BANDS, type PriceBandId, type SearchQuery } from '@shop/shared';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { bandCondition, priceConditions } from './price-filters';
import { productColumns } from './product-mapper';
import type { SearchContext, SearchResult } from './search-context';
import { facetsOf, type Cell } from './search-facets';
import { browseOrder } from './search-order';

export async function browse(
  { db, withImages, listCategories }: SearchContext,
  browseCells: TtlCache<Cell[]>,
  query: SearchQuery,
): Promise<SearchResult> {
  const base: SQL[] = [sql`${products.active}`];
  if (query.minRating !== undefined) base.push(gte(products.rating, query.minRating));
  const cellsKey = JSON.stringify([query.minRating, query.minPrice, query.maxPrice]);
  const cells = await browseCells.get(cellsKey, async () => {
    const band = sql.join(
      PRICE_BANDS.map((b) => sql`when ${bandCondition(b)} then ${b.id}`),
      sql` `,
    );
    const range = priceConditions({ ...query, priceBand: undefined });
    const rows = await db
      .select({
        category: products.categorySlug,
        band: sql<PriceBandId>`case ${band} end`,
        inRange: (range.length ? sql<boolean>`(${and(...range)})` : sql<boolean>`true`).mapWith(
          Boolean,
        ),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .where(and(...base))
      .groupBy(sql`1`, sql`2`, sql`3`);
    return rows;
  });
  const { total, facets } = facetsOf(cells, query, await listCategories());
  const byCategory = query.category ? [eq(products.categorySlug, query.category)] : [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(...base, ...byCategory, ...priceConditions(query)))
    .orderBy(...browseOrder(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    products: await withImages(rows),
    total,
    facets,
    capped: false,
    correctedQuery: null,
    suggestion: null,
  };
}
