/**
 * Catalogue import benchmark (DESIGN.md section 7: 10,000 CSV rows in under 60 s, under 300 MB RSS).
 *
 *   node bench/import-csv.mjs                 10,000 rows (2,500 products of 4 variants)
 *   BENCH_ROWS=100000 node bench/import-csv.mjs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import-csv.mjs
 *
 * With BENCH_DATABASE_URL the shop runs on a fresh database of that PostgreSQL server (created and
 * dropped here), so the RSS read is the API process's alone, as in production; without it, on
 * the embedded PGlite, whose PostgreSQL heap lives in the same process.
 *
 * Starts the built API (npm run build), as production runs it, on a data folder of its own (seeded on the first start), makes an owner (register, `admin:create`, two-step sign-in) and restarts it, so the
 * peak RSS it reads (/proc VmHWM) is the import's and not the first start's. Then it writes the
 * file, dry-runs it, imports it and imports it again (which must change nothing), streaming the
 * file from disk each time. Exits 0 once measured: read the PASS/FAIL lines.
 */
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { BUDGETS } from './budgets.mjs';
import { printTable, round, run, startShop, verdict, writeResults } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? BUDGETS.catalogueImport.rows);
const VARIANTS = 4;
const PASSWORD = 'Bench#Import1';
const EMAIL = 'owner.bench@example.com';
const TYPES = ['Journals', 'Planners', 'Posters', 'Trackers', 'Accessories'];

async function writeCsv(file, rows) {
  const out = createWriteStream(file);
  const write = (line) => (out.write(line + '\r\n') ? null : once(out, 'drain'));
  await write(
    'Handle,Title,Body (HTML),Type,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Grams,HSN Code',
  );
  for (let p = 0; p < rows / VARIANTS; p++) {
    const handle = `bench-journal-${p}`;
    const combos = [
      ['Sage', 'Dotted'],
      ['Sage', 'Ruled'],
      ['Charcoal', 'Dotted'],
      ['Charcoal', 'Ruled'],
    ];
    for (const [i, [cover, ruling]] of combos.entries()) {
      const first = i === 0;
      await write(
        [
          handle,
          first ? `Bench Journal ${p}` : '',
          first ? `"<p>A journal for the benchmark, number ${p}.</p>"` : '',
          first ? TYPES[p % TYPES.length] : '',
          first ? 'TRUE' : '',
          first ? 'Cover' : '',
          cover,
          first ? 'Ruling' : '',
          ruling,
          `BJ-${p}-${i}`,
          String((p + i) % 40),
          `${399 + (p % 7) * 50}.00`,
          i % 2 ? `${499 + (p % 7) * 50}.00` : '',
          '350',
          '4820',
        ].join(','),
      );
    }
  }
  out.end();
  await once(out, 'finish');
}

async function call(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(600_000) });
  const body = await res.json();
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const json = (payload, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

/** An owner signed in past the second step, as the back office requires. */
async function ownerToken(url) {
  const { token } = await call(
    `${url}/api/users/login`,
    json({ email: EMAIL, password: PASSWORD }),
  );
  const headers = { 'auth-token': token };
  const { secret } = await call(`${url}/api/auth/two-step/setup`, json({}, headers));
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  const enabled = await call(
    `${url}/api/auth/two-step/enable`,
    json({ code: totp.generate() }, headers),
  );
  return enabled.token;
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function timedImport(shop, token, file, dryRun) {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'products.csv');
  let sampledPeak = 0;
  const sampler = setInterval(
    () => (sampledPeak = Math.max(sampledPeak, memory(shop.pid).rssMb)),
    100,
  );
  const started = performance.now();
  const report = await call(`${shop.url}/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'auth-token': token },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, sampledPeak, totals: report.totals };
}

const SERVER_URL = process.env.BENCH_DATABASE_URL;

/** A fresh database on the server, and how to drop it. */
async function freshDatabase() {
  if (!SERVER_URL) return { env: {}, drop: async () => {} };
  const name = `shop_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-import-'));
const file = path.join(dataDir, 'products.csv');
const database = await freshDatabase();
let shop;
try {
  shop = await startShop({ dataDir, quiet: true, env: database.env });
  await call(
    `${shop.url}/api/users/register`,
    json({ name: 'Bench Owner', email: EMAIL, number: '+91 98450 12345', password: PASSWORD }),
  );
  await shop.stop();
  const created = await run(
    'npx',
    ['tsx', 'apps/api/src/cli/admin-create.ts', '--email', EMAIL, '--name', 'Bench Owner'],
    {
      env: { ...process.env, ...database.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
  );
  if (created.code !== 0) throw new Error('admin:create failed');
  shop = await startShop({ dataDir, quiet: true, env: database.env });
  const token = await ownerToken(shop.url);
  await writeCsv(file, ROWS);
  const before = memory(shop.pid);
  const runs = [
    ['dry run', await timedImport(shop, token, file, true)],
    ['import', await timedImport(shop, token, file, false)],
    ['import again', await timedImport(shop, token, file, false)],
  ];
  const after = memory(shop.pid);
  const budget = BUDGETS.catalogueImport;
  console.log(
    `\nCatalogue import: ${ROWS.toLocaleString('en-US')} rows on ${SERVER_URL ? 'a PostgreSQL server' : 'the embedded PGlite'}, RSS ${round(before.rssMb)} MB before\n`,
  );
  printTable(
    ['run', 'seconds', 'peak RSS MB (sampled)', 'created', 'changed', 'unchanged', 'refused'],
    runs.map(([name, r]) => [
      name,
      round(r.seconds, 2),
      round(r.sampledPeak),
      r.totals.create,
      r.totals.change,
      r.totals.unchanged,
      r.totals.refuse,
    ]),
  );
  const importRun = runs[1][1];
  const secondsOk = runs.every(([, r]) => r.seconds < budget.maxSeconds * (ROWS / budget.rows));
  const rssOk = after.peakMb < budget.maxRssMb;
  const idempotent =
    runs[2][1].totals.unchanged === runs[1][1].totals.create && runs[2][1].totals.change === 0;
  console.log(`\nProcess peak RSS (VmHWM, since the restart): ${round(after.peakMb)} MB`);
  console.log(
    `${verdict(secondsOk)}  each run under ${budget.maxSeconds} s per ${budget.rows.toLocaleString('en-US')} rows (import: ${round(importRun.seconds, 2)} s)`,
  );
  console.log(
    `${verdict(rssOk)}  peak RSS under ${budget.maxRssMb} MB (${round(after.peakMb)} MB)`,
  );
  console.log(`${verdict(idempotent)}  the second import changes nothing`);
  const out = writeResults('import', {
    rows: ROWS,
    runs: Object.fromEntries(runs),
    peakRssMb: after.peakMb,
    rssBeforeMb: before.rssMb,
  });
  console.log(`\nResults: ${path.relative(process.cwd(), out)}`);
} finally {
  await shop?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
