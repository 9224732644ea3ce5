import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createTestDatabase } from '../../test/test-app';
import { rankedMatches } from './text-matches';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // Popularity to rank by: varied review counts, a few featured products, ratings with decimals.
  await database.db.execute(sql`
    update products set reviews_count = abs(hashtext(slug)) % 40,
                        rating = (abs(hashtext(title)) % 50) / 10.0`);
});
afterAll(() => database.close());

/** Every match of a text, most popular first, as plain rows: fewer than the scan window here. */
async function reference(tsquery: string, limit: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`
      select id, category_slug, coalesce(sale_price_cents, price_cents) as price, rating,
             reviews_count, featured, title, ts_rank(search_vector, to_tsquery('english', ${tsquery})) as rank
      from products
      where active and search_vector @@ to_tsquery('english', ${tsquery})
      order by featured desc, reviews_count desc, id`),
  );
  const all = rows.map((r) => ({
    id: r.id,
    categorySlug: r.category_slug,
    price: Number(r.price),
    rating: Number(r.rating),
    reviews: Number(r.reviews_count),
    featured: r.featured,
    title: r.title,
    rank: Number(r.rank),
  }));
  return { matches: all.slice(0, limit), more: all.length > limit };
}

describe('rankedMatches (issue 24: one JSON value instead of rows)', () => {
  it.each([
    ['journal:*', 400],
    ['planner:*', 3],
    ['habit & tracker:*', 400],
    ['habit:* | poster:*', 5],
    ['qwxzv:*', 10],
  ])('%s, best %i: the same matches, values and types as plain rows', async (tsquery, limit) => {
    const expected = await reference(tsquery, limit);
    if (tsquery !== 'qwxzv:*') expect(expected.matches.length).toBeGreaterThan(1);
    const { matches, more } = await rankedMatches(database.db, tsquery, limit);
    const byId = (a: { id: unknown }, b: { id: unknown }) =>
      String(a.id).localeCompare(String(b.id));
    expect([...matches].sort(byId)).toEqual([...expected.matches].sort(byId));
    expect(more).toBe(expected.more);
    expect(matches.length).toBe(Math.min(limit, expected.matches.length));
    for (const m of matches) {
      expect(typeof m.price).toBe('number');
      expect(typeof m.rank).toBe('number');
      expect(typeof m.featured).toBe('boolean');
    }
  });
});
