import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm } });
async function t(label, q, params = []) {
  for (let i = 0; i < 2; i++) await db.query(q, params);
  const s = performance.now();
  const r = await db.query(q, params);
  console.log(label, (performance.now() - s).toFixed(1), 'ms', r.rows.length, JSON.stringify(r.rows.slice(0, 2)));
}
await db.query('analyze products');
const eff = `coalesce(sale_price_cents, price_cents)`;
await db.query(`create index if not exists tmp_pop on products (featured desc, reviews_count desc, id) where active`);
await db.query('analyze products');
for (const w of ['planner', 'journal', 'a5', 'habit', 'gratitude & journal', 'mindful & a5', 'plan:*', 'p:*']) {
  await t(`phys cap ${w}`, `with c as (select id, category_slug, ${eff} price, featured, reviews_count, ts_rank(search_vector, to_tsquery('english', $1)) r from products where active and search_vector @@ to_tsquery('english', $1) limit 1001) select count(*) over() n, * from c order by r desc, featured desc, reviews_count desc, id limit 24`, [w]);
  await t(`pop cap ${w}`, `with c as (select id, category_slug, ${eff} price, featured, reviews_count, search_vector from products where active and search_vector @@ to_tsquery('english', $1) order by featured desc, reviews_count desc, id limit 1001) select count(*) over() n, id from c order by ts_rank(search_vector, to_tsquery('english', $1)) desc, featured desc, reviews_count desc, id limit 24`, [w]);
}
const r = await db.query(`explain analyze select id from products where active and search_vector @@ to_tsquery('english', 'a5') order by featured desc, reviews_count desc, id limit 1001`);
console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
await db.query(`drop index tmp_pop`);
await db.close();
