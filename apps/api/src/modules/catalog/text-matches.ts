/**
 * Products matching a search text, read in a bounded way from the GIN index (record 027): the
 * candidate query, the ranked matches, and a nearby text when nothing matched.
 */
import { SEARCH_SCAN_WINDOW, type SearchQuery } from '@shop/shared';
import { and, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products } from '../../db/schema';
import { effectivePriceCents } from './price-filters';
import type { Candidate } from './search-order';
import { correctedText, toTsquery, type TextQuery } from './text-query';

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
 * popular of those, ranked (ts_rank, the costly part of a row, only on the rows kept). The matches
 * come back as one JSON array of arrays, not as rows: PGlite decodes a result field by field in
 * JavaScript, and 400 rows of 9 fields cost about 3 ms to read, one JSON value about 1 ms
 * (record 033). Exported for the plan check (bench/search-plan.ts).
 */
export function candidatesSql(
  tsquery: string,
  limit: number,
  conditions: SQL[] = [],
  withOptions = false,
): SQL {
  return sql`
    with scanned as (
      select ${products.id} as id, ${products.categorySlug} as category_slug,
             ${effectivePriceCents} as price, ${products.rating} as rating,
             ${products.reviewsCount} as reviews, ${products.featured} as featured,
             ${products.title} as title, ${products.searchVector} as vector
             ${withOptions ? sql`, ${products.options} as options` : sql``}
      from ${products}
      where ${matching(tsquery, conditions)}
      limit ${SEARCH_SCAN_WINDOW}
    ), best as (
      select *, count(*) over () as scanned_count from scanned
      order by featured desc, reviews desc, id
      limit ${limit}
    )
    select coalesce(max(scanned_count), 0) as scanned_count,
           coalesce(json_agg(json_build_array(
             id, category_slug, price, rating, reviews, featured, title,
             ts_rank(vector, ${textOf(tsquery)})${withOptions ? sql`, options` : sql``}
           )), '[]') as matches
    from best`;
}

/**
 * A product's options as its row keeps them ([{ name, values }], record 038), as the option facets
 * read them: [name, value] pairs. Read from the row in hand: looking up `product_option_values`
 * for 400 matches cost search about a third more at 100,000 products (record 042).
 */
export const optionPairs = (options: { name: string; values: string[] }[]): [string, string][] =>
  options.flatMap((o) => o.values.map((v): [string, string] => [o.name, v]));

/** One match as candidatesSql lists it. */
type MatchTuple = [
  id: string,
  categorySlug: string,
  price: number,
  rating: number,
  reviews: number,
  featured: boolean,
  title: string,
  rank: number,
  options?: { name: string; values: string[] }[],
];

/**
 * The best `limit` matches of a text: the first SEARCH_SCAN_WINDOW matches the index gives (a
 * bounded read however broad the words), the most popular of those, ranked. `more` says whether
 * more matched than were returned.
 */
export async function rankedMatches(
  db: Db,
  tsquery: string,
  limit: number,
  conditions: SQL[] = [],
  withOptions = false,
): Promise<{ matches: Candidate[]; more: boolean }> {
  const found = await withIndexScans(db, (tx) =>
    tx.execute(candidatesSql(tsquery, limit, conditions, withOptions)),
  );
  const [row] = rowsOf<{ scanned_count: number | string; matches: MatchTuple[] }>(found);
  const matches = (row?.matches ?? []).map(
    ([id, categorySlug, price, rating, reviews, featured, title, rank, options]): Candidate => ({
      id,
      categorySlug,
      price,
      rating,
      reviews,
      featured,
      title,
      rank,
      ...(options && { options: optionPairs(options) }),
    }),
  );
  return { matches, more: Number(row?.scanned_count ?? 0) > limit };
}

/** Whether a text matches any product: the first match ends the read. */
async function anyMatch(db: Db, tsquery: string, conditions: SQL[]): Promise<boolean> {
  const rows = await withIndexScans(db, (tx) =>
    tx.select({ id: products.id }).from(products).where(matching(tsquery, conditions)).limit(1),
  );
  return rows.length > 0;
}

/** When a text found nothing: a nearby text that finds something, or null. */
export async function suggestionFor(
  db: Db,
  text: TextQuery,
  query: SearchQuery,
): Promise<string | null> {
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
    if (await anyMatch(db, toTsquery(attempt)!, conditions)) return correctedText(attempt);
  return null;
}
