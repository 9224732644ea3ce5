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
import type { Product, SearchQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { browse } from './browse';
import { productColumns } from './product-mapper';
import type { ProductRows, SearchContext, SearchResult } from './search-context';
import type { Cell } from './search-facets';
import { rankedMatches } from './text-matches';
import { readSearchText } from './text-query';
import { searchText } from './text-search';

export type { SearchResult } from './search-context';
export { byRelevance } from './search-order';

export function createSearch(db: Db, withImages: (rows: ProductRows) => Promise<Product[]>) {
  /** Whole-catalogue counts for browsing, per min rating and price range. */
  const browseCells = new TtlCache<Cell[]>(60_000, 200);
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

  return {
    rankedMatches: (tsquery: string, limit: number, conditions?: SQL[]) =>
      rankedMatches(db, tsquery, limit, conditions),
    loadRows,
    categories: listCategories,
    async search(query: SearchQuery): Promise<SearchResult> {
      const text = await readSearchText(db, query.q);
      if (text.words.length > 0) return searchText(context, query, text);
      // A text of punctuation alone ('!!!') has nothing to look for: it finds nothing.
      if (query.q.trim())
        return searchText(context, query, { words: [], corrections: [], known: [] });
      return browse(context, browseCells, query);
    },
    clearCache() {
      browseCells.clear();
      categoryList.clear();
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
