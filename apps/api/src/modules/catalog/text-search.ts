/**
 * A search with words: the SEARCH_CANDIDATES most popular of the bounded matches are ranked, and
 * the filters, facets, total and page are computed from them, so every count describes the same
 * set: the facets add up to the total, and a facet's count is what choosing it shows. A text that
 * reads as a SKU also finds its variant's product (sku-matches.ts), an exact SKU first.
 */
import { SEARCH_CANDIDATES, type SearchQuery } from '@shop/shared';
import { gte } from 'drizzle-orm';
import { products } from '../../db/schema';
import { bandOf, inChosenBand, inRange } from './price-filters';
import type { SearchContext, SearchResult } from './search-context';
import { facetsOf } from './search-facets';
import { optionCellsOf, passesOptions } from './search-options';
import { compareFor, type Candidate } from './search-order';
import { EXACT_SKU_RANK, skuMatches, skuText, withSkuMatches } from './sku-matches';
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
  const sku = skuText(query.q);
  const bySku = sku ? await skuMatches(db, sku, conditions, true) : [];
  const { matches, more: capped } = tsquery
    ? await rankedMatches(db, tsquery, SEARCH_CANDIDATES, conditions, true)
    : { matches: [], more: false };
  const candidates = withSkuMatches(matches, bySku);
  const cellOf = (c: Candidate) => ({
    category: c.categorySlug,
    band: bandOf(scale, c.price),
    inRange: inRange(scale, query, c.price),
    count: 1,
  });
  const cells = candidates.filter((c) => passesOptions(c.options, query.opt)).map(cellOf);
  const { total, facets } = facetsOf(
    cells,
    query,
    scale,
    await listCategories(),
    optionCellsOf(candidates, query.opt, cellOf),
  );
  const chosen = candidates
    .filter(
      (c) =>
        (!query.category || c.categorySlug === query.category) &&
        inRange(scale, query, c.price) &&
        inChosenBand(scale, query, c.price) &&
        passesOptions(c.options, query.opt),
    )
    .sort(compareFor(query.sort));
  const start = (query.page - 1) * query.pageSize;
  const page = chosen.slice(start, start + query.pageSize);
  const variantOf = new Map(page.flatMap((c) => (c.variantId ? [[c.id, c.variantId]] : [])));
  const found = await withImages(await loadRows(page.map((c) => c.id)));
  // A SKU is not a misspelling: its words are not corrected when it named a variant.
  const corrected =
    text.corrections.some((c) => c !== null) && !bySku.some((c) => c.rank === EXACT_SKU_RANK);
  return {
    products: found.map((p) =>
      variantOf.has(p._id) ? { ...p, matchedVariantId: variantOf.get(p._id) } : p,
    ),
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
