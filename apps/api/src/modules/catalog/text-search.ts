/**
 * A search with words: the SEARCH_CANDIDATES most popular of the bounded matches are ranked, and
 * the filters, facets, total and page are computed from them, so every count describes the same
 * set: the facets add up to the total, and a facet's count is what choosing it shows.
 */
import { SEARCH_CANDIDATES, type SearchQuery } from '@shop/shared';
import { gte } from 'drizzle-orm';
import { products } from '../../db/schema';
import { bandOf, inChosenBand, inRange } from './price-filters';
import type { SearchContext, SearchResult } from './search-context';
import { facetsOf } from './search-facets';
import { compareFor } from './search-order';
import { correctedText, toTsquery, type TextQuery } from './text-query';
import { rankedMatches, suggestionFor } from './text-matches';
import type { ShopPriceScale } from './shop-price-scale';

export async function searchText(
  { db, withImages, listCategories, loadRows }: SearchContext,
  query: SearchQuery,
  text: TextQuery,
  scale: ShopPriceScale,
): Promise<SearchResult> {
  const conditions = query.minRating === undefined ? [] : [gte(products.rating, query.minRating)];
  const tsquery = toTsquery(text);
  const { matches: candidates, more: capped } = tsquery
    ? await rankedMatches(db, tsquery, SEARCH_CANDIDATES, conditions)
    : { matches: [], more: false };
  const cells = candidates.map((c) => ({
    category: c.categorySlug,
    band: bandOf(scale, c.price),
    inRange: inRange(scale, query, c.price),
    count: 1,
  }));
  const { total, facets } = facetsOf(cells, query, scale, await listCategories());
  const chosen = candidates
    .filter(
      (c) =>
        (!query.category || c.categorySlug === query.category) &&
        inRange(scale, query, c.price) &&
        inChosenBand(scale, query, c.price),
    )
    .sort(compareFor(query.sort));
  const start = (query.page - 1) * query.pageSize;
  const page = chosen.slice(start, start + query.pageSize);
  const corrected = text.corrections.some((c) => c !== null);
  return {
    products: await withImages(await loadRows(page.map((c) => c.id))),
    total,
    facets,
    capped,
    correctedQuery: corrected && total > 0 ? correctedText(text) : null,
    suggestion:
      total === 0 && candidates.length === 0 && tsquery
        ? await suggestionFor(db, text, query)
        : null,
  };
}
