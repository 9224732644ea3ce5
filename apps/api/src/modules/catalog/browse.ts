/**
 * Browsing without a text: pages through an index in the chosen order (schema/catalog.ts); the
 * facet counts are exact, over the whole catalogue, cached until the catalogue changes.
 */
import type { PriceBandId, SearchQuery } from '@shop/shared';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { bandRanges, priceConditions, queryRange, rangeCondition } from './price-filters';
import { productColumns } from './product-mapper';
import type { SearchContext, SearchResult } from './search-context';
import { facetsOf, type Cell } from './search-facets';
import { browseOrder } from './search-order';
import type { ShopPriceScale } from './shop-price-scale';

export async function browse(
  { db, withImages, listCategories }: SearchContext,
  browseCells: TtlCache<Cell[]>,
  query: SearchQuery,
  scale: ShopPriceScale,
): Promise<SearchResult> {
  const base: SQL[] = [sql`${products.active}`];
  if (query.minRating !== undefined) base.push(gte(products.rating, query.minRating));
  const ranges = bandRanges(scale);
  const range = queryRange(scale, query);
  // Keyed by the shop prices the bands and the range stand for: new rates give new counts.
  const cellsKey = JSON.stringify([query.minRating, range, ranges]);
  const cells = await browseCells.get(cellsKey, async () => {
    const band = sql.join(
      ranges.map((b) => sql`when ${rangeCondition(b.range)} then ${b.id}`),
      sql` `,
    );
    const rows = await db
      .select({
        category: products.categorySlug,
        band: sql<PriceBandId>`case ${band} end`,
        inRange: (range ? sql<boolean>`${rangeCondition(range)}` : sql<boolean>`true`).mapWith(
          Boolean,
        ),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .where(and(...base))
      .groupBy(sql`1`, sql`2`, sql`3`);
    return rows;
  });
  const { total, facets } = facetsOf(cells, query, scale, await listCategories());
  const byCategory = query.category ? [eq(products.categorySlug, query.category)] : [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(...base, ...byCategory, ...priceConditions(scale, query)))
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
