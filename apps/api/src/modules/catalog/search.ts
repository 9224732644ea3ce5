/**
 * Faceted product search in PostgreSQL, bounded so that it stays fast at 100,000 products
 * (issue 16, record 027).
 *
 * A search text reads its words (text-query.ts), reads at most SEARCH_SCAN_WINDOW of its matches
 * from the GIN index, keeps the SEARCH_CANDIDATES most popular, ranks those, and computes the
 * filters, facets, total and page from them: every count describes the same set, so
 * the facets add up to the total and a facet's count is what choosing it shows. Browsing without
 * a text pages through an index in the chosen order; its facet counts are exact, over the whole
 * catalogue, cached until the catalogue changes.
 *
 * Facets count what each choice would give: category counts apply every filter but the category,
 * price-band counts every filter but the price.
 */
import {
  PRICE_BANDS,
  SEARCH_CANDIDATES,
  SEARCH_SCAN_WINDOW,
  inPriceBand,
  toMinor,
  type PriceBand,
  type PriceBandId,
  type Product,
  type SearchFacets,
  type SearchQuery,
} from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { effectivePriceSql } from '../../db/effective-price-sql';
import { categories, products } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { TtlCache } from '../../lib/ttl-cache';
import { correctedText, readSearchText, toTsquery, type TextQuery } from './text-query';

export const effectivePriceCents = effectivePriceSql(products);

type ProductRows = {
  product: typeof products.$inferSelect;
  category: { slug: string; name: string };
}[];

export type SearchResult = {
  products: Product[];
  total: number;
  facets: SearchFacets;
  capped: boolean;
  correctedQuery: string | null;
  suggestion: string | null;
};

/** A match as ranking and facets need it: a few columns, no description. */
type Candidate = {
  id: string;
  categorySlug: string;
  price: number;
  rating: number;
  reviews: number;
  featured: boolean;
  title: string;
  rank: number;
};

/** How many products fall in one category, price band and min/max price range. */
type Cell = { category: string; band: PriceBandId; inRange: boolean; count: number };

const bandOf = (cents: number): PriceBandId =>
  (PRICE_BANDS.find((b) => inPriceBand(b, cents)) ?? PRICE_BANDS[PRICE_BANDS.length - 1]!).id;

const inRange = (query: SearchQuery, cents: number) =>
  (query.minPrice === undefined || cents >= toMinor(query.minPrice)) &&
  (query.maxPrice === undefined || cents <= toMinor(query.maxPrice));

/** min <= effective price < max (shared inPriceBand): each product counts in one band. */
function bandCondition(band: PriceBand): SQL {
  const conditions = [
    band.min === null ? sql`true` : sql`${effectivePriceCents} >= ${toMinor(band.min)}`,
    band.max === null ? sql`true` : sql`${effectivePriceCents} < ${toMinor(band.max)}`,
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

function priceConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.minPrice !== undefined)
    conditions.push(gte(effectivePriceCents, toMinor(query.minPrice)));
  if (query.maxPrice !== undefined)
    conditions.push(sql`${effectivePriceCents} <= ${toMinor(query.maxPrice)}`);
  const band = PRICE_BANDS.find((b) => b.id === query.priceBand);
  if (band) conditions.push(bandCondition(band));
  return conditions;
}

/** The order of a browse page; each has an index (schema/catalog.ts). */
function browseOrder(sort: SearchQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(effectivePriceCents), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePriceCents), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewsCount), asc(products.id)];
    case 'reviews':
      return [desc(products.reviewsCount), desc(products.rating), asc(products.id)];
    case 'name-asc':
      return [asc(products.title), asc(products.id)];
    case 'name-desc':
      return [desc(products.title), desc(products.id)];
    default:
      return [desc(products.featured), desc(products.reviewsCount), asc(products.id)];
  }
}

const byId = (a: Candidate, b: Candidate) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPopularity = (a: Candidate, b: Candidate) =>
  Number(b.featured) - Number(a.featured) || b.reviews - a.reviews || byId(a, b);
/** Most relevant first; equally relevant, the more popular. */
export const byRelevance = (a: Candidate, b: Candidate) => b.rank - a.rank || byPopularity(a, b);

/** The order of ranked matches: the same sorts as browsing, relevance first by rank. */
function compareFor(sort: SearchQuery['sort']): (a: Candidate, b: Candidate) => number {
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'rating':
      return (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b);
    case 'reviews':
      return (a, b) => b.reviews - a.reviews || b.rating - a.rating || byId(a, b);
    case 'name-asc':
      return (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b));
    case 'name-desc':
      return (a, b) => (a.title > b.title ? -1 : a.title < b.title ? 1 : byId(b, a));
    default:
      return byRelevance;
  }
}

function facetsOf(
  cells: Cell[],
  query: SearchQuery,
  categoryList: { slug: string; name: string }[],
): { total: number; facets: SearchFacets } {
  const priceOk = (c: Cell) => c.inRange && (!query.priceBand || c.band === query.priceBand);
  const categoryOk = (c: Cell) => !query.category || c.category === query.category;
  const sum = (keep: (c: Cell) => boolean) =>
    cells.reduce((n, c) => (keep(c) ? n + c.count : n), 0);
  return {
    total: sum((c) => priceOk(c) && categoryOk(c)),
    facets: {
      categories: categoryList.map((cat) => ({
        ...cat,
        count: sum((c) => c.category === cat.slug && priceOk(c)),
      })),
      priceBands: PRICE_BANDS.map((band) => ({
        band: band.id,
        label: band.label,
        count: sum((c) => c.band === band.id && categoryOk(c)),
      })),
    },
  };
}

/**
 * Runs a text query with sequential scans ruled out. With a LIMIT, the planner likes to read the
 * table in order until enough rows match: cheap when the words are common, a read of all 100,000
 * rows when they are rare or match nothing ('calendar minimal'). The GIN index's bitmap is bounded
 * either way (and SEARCH_SCAN_WINDOW bounds the rows read from it).
 */
export async function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Db);
  });
}

const textOf = (tsquery: string) => sql`to_tsquery('english', ${tsquery})`;

/** Active products whose words match the text, and the other conditions. */
const matching = (tsquery: string, conditions: SQL[]) =>
  and(sql`${products.active}`, sql`${products.searchVector} @@ ${textOf(tsquery)}`, ...conditions);

/**
 * The candidate query: the first SEARCH_SCAN_WINDOW matches the index gives, the `limit` most
 * popular of those, ranked (ts_rank, the costly part of a row, only on the rows kept). Exported
 * for the plan check (bench/search-plan.ts).
 */
export function candidatesSql(tsquery: string, limit: number, conditions: SQL[] = []): SQL {
  return sql`
    with scanned as (
      select ${products.id} as id, ${products.categorySlug} as category_slug,
             ${effectivePriceCents} as price, ${products.rating} as rating,
             ${products.reviewsCount} as reviews, ${products.featured} as featured,
             ${products.title} as title, ${products.searchVector} as vector
      from ${products}
      where ${matching(tsquery, conditions)}
      limit ${SEARCH_SCAN_WINDOW}
    ), best as (
      select *, count(*) over () as scanned_count from scanned
      order by featured desc, reviews desc, id
      limit ${limit}
    )
    select id, category_slug, price, rating, reviews, featured, title, scanned_count,
           ts_rank(vector, ${textOf(tsquery)}) as rank
    from best`;
}

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

  /**
   * The best `limit` matches of a text: the first SEARCH_SCAN_WINDOW matches the index gives (a
   * bounded read however broad the words), the most popular of those, ranked. `more` says whether
   * more matched than were returned.
   */
  async function rankedMatches(
    tsquery: string,
    limit: number,
    conditions: SQL[] = [],
  ): Promise<{ matches: Candidate[]; more: boolean }> {
    type Row = {
      id: string;
      category_slug: string;
      price: number | string;
      rating: number | string;
      reviews: number | string;
      featured: boolean;
      title: string;
      scanned_count: number | string;
      rank: number | string;
    };
    const found = await withIndexScans(db, (tx) =>
      tx.execute(candidatesSql(tsquery, limit, conditions)),
    );
    const rows = rowsOf<Row>(found).map((r) => ({
      id: r.id,
      categorySlug: r.category_slug,
      price: Number(r.price),
      rating: Number(r.rating),
      reviews: Number(r.reviews),
      featured: r.featured,
      title: r.title,
      rank: Number(r.rank),
      scannedCount: Number(r.scanned_count),
    }));
    const more = (rows[0]?.scannedCount ?? 0) > limit;
    return { matches: rows.map(({ scannedCount: _, ...match }) => match), more };
  }

  /** Whether a text matches any product: the first match ends the read. */
  async function anyMatch(tsquery: string, conditions: SQL[]): Promise<boolean> {
    const rows = await withIndexScans(db, (tx) =>
      tx.select({ id: products.id }).from(products).where(matching(tsquery, conditions)).limit(1),
    );
    return rows.length > 0;
  }

  async function loadRows(ids: string[]): Promise<ProductRows> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ product: products, category: { slug: categories.slug, name: categories.name } })
      .from(products)
      .innerJoin(categories, eq(categories.slug, products.categorySlug))
      .where(inArray(products.id, ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.product.id)! - order.get(b.product.id)!);
  }

  /** When a text found nothing: a nearby text that finds something, or null. */
  async function suggestionFor(text: TextQuery, query: SearchQuery): Promise<string | null> {
    const tries: TextQuery[] = [];
    // The corrected words without those the catalogue has nothing like.
    const keep = text.words.map((_, i) => text.known[i] || text.corrections[i] !== null);
    const kept = text.words.filter((_, i) => keep[i]);
    if (kept.length > 0 && kept.length < text.words.length)
      tries.push({
        words: kept,
        corrections: text.corrections.filter((_, i) => keep[i]),
        known: kept.map(() => true),
      });
    // Each word on its own, longest first.
    if (text.words.length > 1)
      for (const i of text.words
        .map((_, i) => i)
        .sort((a, b) => text.words[b]!.length - text.words[a]!.length))
        tries.push({ words: [text.words[i]!], corrections: [text.corrections[i]!], known: [true] });
    const conditions = query.minRating === undefined ? [] : [gte(products.rating, query.minRating)];
    for (const attempt of tries.slice(0, 4))
      if (await anyMatch(toTsquery(attempt)!, conditions)) return correctedText(attempt);
    return null;
  }

  async function searchText(query: SearchQuery, text: TextQuery): Promise<SearchResult> {
    const conditions = query.minRating === undefined ? [] : [gte(products.rating, query.minRating)];
    const tsquery = toTsquery(text);
    const { matches: candidates, more: capped } = tsquery
      ? await rankedMatches(tsquery, SEARCH_CANDIDATES, conditions)
      : { matches: [], more: false };
    const cells = candidates.map((c) => ({
      category: c.categorySlug,
      band: bandOf(c.price),
      inRange: inRange(query, c.price),
      count: 1,
    }));
    const { total, facets } = facetsOf(cells, query, await listCategories());
    const band = PRICE_BANDS.find((b) => b.id === query.priceBand);
    const chosen = candidates
      .filter(
        (c) =>
          (!query.category || c.categorySlug === query.category) &&
          inRange(query, c.price) &&
          (!band || inPriceBand(band, c.price)),
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
        total === 0 && candidates.length === 0 && tsquery ? await suggestionFor(text, query) : null,
    };
  }

  async function browse(query: SearchQuery): Promise<SearchResult> {
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
      .select({ product: products, category: { slug: categories.slug, name: categories.name } })
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

  return {
    rankedMatches,
    loadRows,
    categories: listCategories,
    async search(query: SearchQuery): Promise<SearchResult> {
      const text = await readSearchText(db, query.q);
      if (text.words.length > 0) return searchText(query, text);
      // A text of punctuation alone ('!!!') has nothing to look for: it finds nothing.
      if (query.q.trim()) return searchText(query, { words: [], corrections: [], known: [] });
      return browse(query);
    },
    clearCache() {
      browseCells.clear();
      categoryList.clear();
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
