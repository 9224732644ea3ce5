/**
 * Customers list and segment counts at scale (issue 30, record 061): seeds 100,000 customers
 * (80,000 accounts, 20,000 guests) and 300,000 orders into a fresh database of a PostgreSQL
 * server, lets the facts catch up once, then times the API's own service calls (the list with
 * each sort, searches by name, e-mail and phone, filters, and the five preset segments' counts)
 * and reports p50/p95 against the 200 ms budget. The database is dropped afterwards.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/customers.mjs
 *
 * Env: BENCH_CUSTOMERS (100000), BENCH_ORDERS (300000), BENCH_ROUNDS (20 per case), BENCH_KEEP=1
 * keeps the database. Exits 1 when a p95 passes the budget.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import { ROOT } from './lib.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BUDGET_MS = 200;
const GUESTS = Math.round(CUSTOMERS / 5);
const ACCOUNTS = CUSTOMERS - GUESTS;

register();
const api = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api/src', file)).href);
const { openDatabase } = await api('db/client.ts');
const { createCustomers } = await api('modules/customers/index.ts');
const { refreshCustomerFacts } = await api('modules/customers/facts.ts');

const name = `bench_customers_${randomBytes(4).toString('hex')}`;
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`create database "${name}"`);

/** The seed, in SQL: accounts with phones, guests by e-mail, orders spread over two years. */
async function seed(db) {
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  const t0 = performance.now();
  await client.query(`
    insert into users (name, email, number, created_at)
    select 'Customer ' || i || ' ' || (array['Sharma','Iyer','Khan','Das','Patel','Rao'])[1 + i % 6],
      'customer' || i || '@example.in', '+91 9' || lpad((i * 7919 % 1000000000)::text, 9, '0'),
      now() - (i % 700 || ' days')::interval
    from generate_series(1, ${ACCOUNTS}) i`);
  await client.query(`create temp table bench_users as
    select id, row_number() over (order by id) as n from users`);
  await client.query(`
    insert into orders (order_number, user_id, status, payment_status, subtotal_cents, shipping_cents,
      tax_cents, discount_cents, total_cents, currency, pricing, exchange_rate, amount_minor,
      receipt_email, shipping_address, gateway, payment_method, paid_at, cod_outcome, created_at)
    select 'MM-B-' || i, case when i % 5 = 0 then null else u.id end,
      case when i % 97 = 0 then 'cancelled' else 'delivered' end,
      case when i % 10 = 0 then 'cod_pending' when i % 13 = 0 then 'failed' else 'paid' end,
      a, 0, 0, 0, a, 'INR', 'inclusive', 1, a,
      case when i % 5 = 0 then 'guest' || (i / 5 % ${GUESTS}) || '@example.in' else 'customer' || u.n || '@example.in' end,
      jsonb_build_object('firstName', 'Guest', 'lastName', 'Buyer ' || i, 'number', '98' || lpad(i::text, 8, '0'),
        'city', 'Pune', 'country', 'India'),
      'sandbox', case when i % 10 = 0 then 'COD' else 'Razorpay' end,
      case when i % 10 = 0 or i % 13 = 0 then null else now() - (i % 730 || ' days')::interval end,
      case when i % 10 = 0 and i % 30 = 0 then 'returned_to_origin' end,
      now() - (i % 730 || ' days')::interval
    from generate_series(1, ${ORDERS}) i
    cross join lateral (select 19900 + (i * 37 % 500) * 100 as a) amt
    join bench_users u on u.n = 1 + (i::bigint * 7919) % ${ACCOUNTS}`);
  await client.query(`
    insert into refunds (order_id, method, amount_minor, currency, reason, status)
    select id, 'store_credit', 5000, 'INR', 'bench', 'processed' from orders
    where paid_at is not null and order_number like '%7'`);
  await client.query(`
    insert into newsletter_subscribers (email, unsubscribe_token, confirmed_at)
    select 'customer' || i || '@example.in', md5(i::text), now()
    from generate_series(1, ${ACCOUNTS}, 3) i`);
  await client.query('analyze');
  await client.end();
  const seeded = performance.now() - t0;
  const t1 = performance.now();
  const facts = await refreshCustomerFacts(db);
  const refreshed = performance.now() - t1;
  console.log(
    `Seeded ${ACCOUNTS} accounts, ${GUESTS} guests, ${ORDERS} orders in ${(seeded / 1000).toFixed(1)} s; ` +
      `first refresh of ${facts} customers' facts in ${(refreshed / 1000).toFixed(1)} s`,
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function time(label, fn) {
  await fn();
  const ms = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await fn(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { label, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

const database = await openDatabase({ databaseUrl: url.href });
let failed = false;
try {
  await database.migrate();
  await seed(database.db);
  const { list, segments } = createCustomers({ db: database.db, shopCurrency: 'INR' });
  const q = (extra) => ({ q: '', sort: 'last_order_desc', page: 1, ...extra });
  const cases = [
    ['list, last order (default)', () => list.list(q({}))],
    ['list, most spent', () => list.list(q({ sort: 'spent_desc' }))],
    ['list, most orders, page 40', () => list.list(q({ sort: 'orders_desc', page: 40 }))],
    ['list, first order oldest', () => list.list(q({ sort: 'first_order_asc' }))],
    ['list, name A-Z', () => list.list(q({ sort: 'name_asc' }))],
    ['list, COD returns', () => list.list(q({ sort: 'cod_returns_desc' }))],
    ['search by name', (i = 0) => list.list(q({ q: `customer ${1000 + i * 17}` }))],
    ['search by e-mail', (i = 0) => list.list(q({ q: `customer${2000 + i * 13}@` }))],
    [
      'search by phone',
      (i = 0) => list.list(q({ q: `${((5000 + i) * 7919) % 1000000000}`.slice(0, 7) })),
    ],
    ['filter: guests, 2+ orders', () => list.list(q({ kind: 'guest', ordersAtLeast: 2 }))],
    [
      'filter: subscribed, spent over ₹5,000',
      () => list.list(q({ newsletter: 'subscribed', spentOverMinor: 500000 })),
    ],
  ];
  const presets = await segments.list();
  for (const s of presets) cases.push([`segment count: ${s.name}`, () => segments.count(s.id)]);
  const results = [];
  for (const [label, fn] of cases) results.push(await time(label, fn));
  console.log(`\n${'case'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const r of results) {
    const over = r.p95 > BUDGET_MS;
    failed ||= over;
    console.log(
      `${r.label.padEnd(44)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  console.log(`\nBudget: p95 under ${BUDGET_MS} ms (${ROUNDS} rounds a case, after one warm-up).`);
} finally {
  await database.close();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
