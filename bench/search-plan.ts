/**
 * Search plan check (DESIGN section 7: speed is measured in bench/, not in unit tests): on an
 * embedded database of 100,000 synthetic products, the text search must read the GIN index (a
 * bounded window of matches, whatever the words) and
 * the price sort the price index, never a sequential scan. Query plans depend on statistics and
 * timing, so this is a check to run by hand (`npm run bench:plan`), not a test that can flake.
 * Exits 1 when a plan is wrong.
 */
import { SEARCH_CANDIDATES } from '@shop/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/schema';
import { effectivePriceCents } from '../apps/api/src/modules/catalog/price-filters';
import { candidatesSql, withIndexScans } from '../apps/api/src/modules/catalog/text-matches';

const PRODUCTS = 100_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-plan-'));
const database = await openDatabase({ dataDir });
const { db } = database;

async function explainOn(on: typeof db, query: SQL): Promise<string> {
  const result = await on.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((r) => Object.values(r)[0]).join('\n');
}
const explain = (query: SQL) => explainOn(db, query);

try {
  await database.migrate();
  await db.execute(sql`
    insert into categories (slug, name)
    values ('trackers','Trackers'),('planners','Planners'),('posters','Posters'),
           ('journals','Journals'),('accessories','Accessories')
    on conflict do nothing`);
  console.log(`Inserting ${PRODUCTS.toLocaleString('en')} synthetic products...`);
  await db.execute(sql`
    insert into products (slug, title, description, category_slug, price_cents, sale_price_cents, count_in_stock, rating, reviews_count)
    select 'bulk-' || g,
           (array['Calm','Bold','Daily','Weekly','Linen','Pocket','Grand','Simple'])[1 + g % 8] || ' ' ||
           (array['Planner','Tracker','Journal','Poster','Notebook','Calendar','Organiser'])[1 + (g / 8) % 7] || ' ' || g,
           'A synthetic product for load testing number ' || g,
           (array['trackers','planners','posters','journals','accessories'])[1 + g % 5],
           800 + (g * 37) % 5200, case when g % 4 = 0 then 700 + (g * 37) % 4000 else null end,
           g % 50, (g % 50) / 10.0, g % 300
    from generate_series(1, ${PRODUCTS}) as g`);
  await db.execute(sql`analyze products`);

  /** The candidate query search.ts runs, as it runs it (sequential scans off). */
  const candidates = (tsquery: string) =>
    withIndexScans(db, (tx) => explainOn(tx, candidatesSql(tsquery, SEARCH_CANDIDATES, [])));

  const checks = [
    {
      name: 'a rare word is found through the GIN index',
      index: /products_search_idx/,
      plan: () => candidates('1234:*'),
    },
    {
      name: 'a broad word reads a bounded window from the GIN index',
      index: /products_search_idx/,
      plan: () => candidates('planner:*'),
    },
    {
      name: 'a typo is looked up in the word list by trigrams',
      index: /search_terms_trgm_idx|search_terms_pkey|Seq Scan on search_terms/,
      plan: () =>
        explain(
          sql`select term from search_terms where term % 'plannr' order by term <-> 'plannr' limit 10`,
        ),
    },
    {
      name: 'price sort uses the effective price index',
      index: /products_effective_price_idx/,
      plan: () =>
        explain(
          sql`${db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(effectivePriceCents).limit(24)}`,
        ),
    },
  ];
  let failed = 0;
  for (const check of checks) {
    const plan = await check.plan();
    const ok = !/Seq Scan on products/.test(plan) && check.index.test(plan);
    console.log(plan.split('\n').slice(0, 4).join('\n').replace(/^/gm, '      '));
    if (!ok) failed += 1;
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${check.name}`);
    if (!ok) console.log(plan.replace(/^/gm, '      '));
  }
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
