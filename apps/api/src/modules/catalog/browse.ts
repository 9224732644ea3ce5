/**
 * Browsing without a text: pages through an index in the chosen order (schema/catalog.ts); the
 * facet counts are exact, over the whole catalogue, cached until the catalogue changes.
 */
import type { PriceBandId, SearchQuery } from '@shop/shared';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productOptionValues, products } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { bandRanges, priceConditions, queryRange, rangeCondition } from './price-filters';
import { productColumns } from './product-mapper';
import type { SearchContext, SearchResult } from './search-context';
import { facetsOf, type Cell } from './search-facets';
import { browseOptionQueries, optionConditions, type OptionCell } from './search-options';
import { browseOrder } from './search-order';
import type { ShopPriceScale } from './shop-price-scale';

/** Whole-catalogue counts: per category, band and range, and per option value. */
export type BrowseCounts = { cells: Cell[]; options: OptionCell[] };

/** The category, band and range columns every count groups by. */
function placeColumns(scale: ShopPriceScale, query: SearchQuery) {
  const range = queryRange(scale, query);
  const band = sql.join(
    bandRanges(scale).map((b) => sql`when ${rangeCondition(b.range)} then ${b.id}`),
    sql` `,
  );
  return {
    category: products.categorySlug,
    band: sql<PriceBandId>`case ${band} end`,
    inRange: (range ? sql<boolean>`${rangeCondition(range)}` : sql<boolean>`true`).mapWith(Boolean),
    count: sql<number>`count(*)`.mapWith(Number),
  };
}

async function countAll(
  db: Db,
  base: SQL[],
  scale: ShopPriceScale,
  query: SearchQuery,
): Promise<BrowseCounts> {
  const place = placeColumns(scale, query);
  const cells = await db
    .select(place)
    .from(products)
    .where(and(...base, ...optionConditions(query.opt)))
    .groupBy(sql`1`, sql`2`, sql`3`);
  const options: OptionCell[] = [];
  for (const { names, where } of browseOptionQueries(query.opt, base))
    options.push(
      ...(await db
        .select({ ...place, name: productOptionValues.name, value: productOptionValues.value })
        .from(productOptionValues)
        .innerJoin(products, eq(products.id, productOptionValues.productId))
        .where(and(names, where))
        .groupBy(sql`1`, sql`2`, sql`3`, sql`5`, sql`6`)),
    );
  return { cells, options };
}

export async function browse(
  { db, withImages, listCategories }: SearchContext,
  browseCounts: TtlCache<BrowseCounts>,
  query: SearchQuery,
  scale: ShopPriceScale,
): Promise<SearchResult> {
  const base: SQL[] = [sql`${products.active}`];
  if (query.minRating !== undefined) base.push(gte(products.rating, query.minRating));
  // Keyed by the shop prices the bands and the range stand for: new rates give new counts.
  const countsKey = JSON.stringify([
    query.minRating,
    queryRange(scale, query),
    bandRanges(scale),
    query.opt,
  ]);
  const counts = await browseCounts.get(countsKey, () => countAll(db, base, scale, query));
  const { total, facets } = facetsOf(
    counts.cells,
    query,
    scale,
    await listCategories(),
    counts.options,
  );
  const byCategory = query.category ? [eq(products.categorySlug, query.category)] : [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(
      and(...base, ...byCategory, ...priceConditions(scale, query), ...optionConditions(query.opt)),
    )
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
