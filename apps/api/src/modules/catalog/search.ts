/**
 * Faceted product search in PostgreSQL, bounded so that it stays fast at 100,000 products
 * (issue 16, record 027).
 *
 * A search text reads its words (text-query.ts), reads at most SEARCH_SCAN_WINDOW of its matches
 * from the GIN index (text-matches.ts), keeps the SEARCH_CANDIDATES most popular, ranks those,
 * and computes the filters, facets, total and page from them (text-search.ts). Browsing without
 * a text pages through an index in the chosen order, with exact facet counts (browse.ts).
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CurrencyCode, PriceContext, Product, SearchQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { browse, type BrowseCounts } from './browse';
import { productColumns } from './product-mapper';
import type { ProductRows, SearchContext, SearchResult } from './search-context';
import { rankedMatches } from './text-matches';
import { readSearchText } from './text-query';
import { searchText } from './text-search';
import { convertedScale, shopScale, type ShopPriceScale } from './shop-price-scale';

export type { SearchResult } from './search-context';
export { byRelevance } from './search-order';

/** What search needs to show prices in the shopper's currency. */
export type SearchPricing = {
  shopCurrency: CurrencyCode;
  /** The day's rates and rounding rules; asked only for a currency other than the shop's. */
  priceContext?: () => Promise<PriceContext>;
};

export function createSearch(
  db: Db,
  withImages: (rows: ProductRows) => Promise<Product[]>,
  pricing: SearchPricing,
) {
  /** Whole-catalogue counts for browsing, per min rating, price range and option filters. */
  const browseCells = new TtlCache<BrowseCounts>(60_000, 200);
  const categoryList = new TtlCache<{ slug: string; name: string }[]>(60_000, 1);

  const listCategories = () =>
    categoryList.get('all', () =>
      db
        .select({ slug: categories.slug, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position)),
    );

  async function loadRows(ids: string[]): Promise<ProductRows> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.slug, products.categorySlug))
      .where(inArray(products.id, ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.product.id)! - order.get(b.product.id)!);
  }

  const context: SearchContext = { db, withImages, listCategories, loadRows };
  /** Rates change twice a day at most, rounding rules when the owner sets them. */
  const priceContexts = new TtlCache<PriceContext>(60_000, 1);

  async function scaleFor(currency: CurrencyCode | undefined): Promise<ShopPriceScale> {
    const code = currency ?? pricing.shopCurrency;
    // Without rates to convert with, the bands are the shop currency's, on the prices as stored.
    if (code === pricing.shopCurrency || !pricing.priceContext)
      return shopScale(pricing.shopCurrency);
    return convertedScale(code, await priceContexts.get('now', pricing.priceContext));
  }

  return {
    rankedMatches: (tsquery: string, limit: number, conditions?: SQL[]) =>
      rankedMatches(db, tsquery, limit, conditions),
    loadRows,
    categories: listCategories,
    async search(query: SearchQuery): Promise<SearchResult> {
      const [text, scale] = await Promise.all([
        readSearchText(db, query.q),
        scaleFor(query.currency),
      ]);
      if (text.words.length > 0) return searchText(context, query, text, scale);
      // A text of punctuation alone ('!!!') has nothing to look for: it finds nothing.
      if (query.q.trim())
        return searchText(context, query, { words: [], corrections: [], known: [] }, scale);
      return browse(context, browseCells, query, scale);
    },
    clearCache() {
      browseCells.clear();
      categoryList.clear();
      priceContexts.clear();
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
