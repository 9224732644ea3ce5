import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { rowsOf } from './rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const SEARCH_GIN_INDEXES = ['products_search_idx', 'search_terms_trgm_idx'];

describe('search GIN indexes (issue 24, record 033)', () => {
  it('keep no pending list: new products are in the index itself, not in a list searches read', async () => {
    const options = rowsOf<{ relname: string; reloptions: string[] | null }>(
      await database.db.execute(
        sql`select relname, reloptions from pg_class where relname in ${SEARCH_GIN_INDEXES}`,
      ),
    );
    expect(options.map((o) => [o.relname, o.reloptions]).sort()).toEqual(
      SEARCH_GIN_INDEXES.map((name) => [name, ['fastupdate=off']]),
    );
    await database.db.execute(sql`
      insert into products (slug, title, description, category_slug, price_cents)
      select 'pending-' || i, 'Pending Kestrel Journal ' || i, 'Nothing waits.', 'journals', 1500
      from generate_series(1, 20) as i`);
    for (const name of SEARCH_GIN_INDEXES) {
      const [merged] = rowsOf<{ pages: number | string }>(
        await database.db.execute(sql`select gin_clean_pending_list(${name}::regclass) as pages`),
      );
      expect(Number(merged!.pages), name).toBe(0);
    }
  });
});
