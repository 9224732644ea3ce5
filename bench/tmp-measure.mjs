import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm } });
async function t(label, q, params = []) {
  for (let i = 0; i < 2; i++) await db.query(q, params);
  const s = performance.now();
  const r = await db.query(q, params);
  console.log(label, (performance.now() - s).toFixed(1), 'ms', JSON.stringify(r.rows.slice(0, 3)));
}
const eff = `coalesce(sale_price_cents, price_cents)`;
await t('count products', `select count(*) from products`);
for (const w of ['planner', 'journal', 'a5', 'habit', 'gratitude & journal']) {
  await t(`count ${w}`, `select count(*) from products where active and search_vector @@ to_tsquery('english', $1)`, [w]);
  await t(`grid ${w}`, `select category_slug, (${eff} >= 2000)::int + (${eff} >= 3000)::int + (${eff} >= 4000)::int b, count(*) from products where active and search_vector @@ to_tsquery('english', $1) group by 1,2`, [w]);
  await t(`top50 rank ${w}`, `select id from products where active and search_vector @@ to_tsquery('english', $1) order by ts_rank(search_vector, to_tsquery('english', $1)) desc, id limit 24`, [w]);
}
await t('explain', `explain analyze select count(*) from products where active and search_vector @@ to_tsquery('english', 'planner')`);
const r = await db.query(`explain analyze select count(*) from products where active and search_vector @@ to_tsquery('english', 'planner')`);
console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
await db.close();
