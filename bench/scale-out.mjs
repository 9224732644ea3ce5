/**
 * Scale-out benchmark (DESIGN.md section 7: "two instances sharing PostgreSQL scale throughput
 * rather than lose it").
 *
 *   npm run bench:scale
 *
 * Env: BENCH_DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres,
 *      the benchmark creates and drops its own database there), BENCH_REDIS_URL (default
 *      redis://127.0.0.1:6379), BENCH_DURATION (seconds per target, default 10), BENCH_CONNECTIONS
 *      (total connections, default 50).
 *
 * Starts one built shop on a fresh database of the PostgreSQL server, measures each target with
 * autocannon, then starts a second instance on the same database and Redis (its own DATA_DIR) and
 * measures again with the same total connections split over both instances (two autocannon
 * processes at once, one per instance, as a round-robin load balancer would spread them). Always
 * exits 0 once measured: the figures are a report.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt, getJson, printTable, round, startShop, writeResults } from './lib.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 2;

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

function autocannon(url, connections, seconds) {
  return new Promise((resolve, reject) => {
    const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds), url];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${out}`));
      }
    });
  });
}

/** Loads every base URL at once, the connections split evenly; sums throughput. */
async function measure(name, bases, pathAndQuery) {
  const per = Math.max(1, Math.round(CONNECTIONS / bases.length));
  await Promise.all(bases.map((b) => autocannon(b + pathAndQuery, per, WARMUP)));
  const runs = await Promise.all(bases.map((b) => autocannon(b + pathAndQuery, per, DURATION)));
  return {
    name,
    instances: bases.length,
    requestsPerSecond: runs.reduce((s, r) => s + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((s, r) => s + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
  };
}

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  await ensureBuilt();
  const name = `shop_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'shop-scale-a-')),
    mkdtempSync(path.join(tmpdir(), 'shop-scale-b-')),
  ];
  const env = {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL,
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    RATE_LIMIT_SCALE: '1000',
  };
  const shops = [];
  try {
    console.log(`Starting instance A on database ${name} (migrate and seed) ...`);
    shops.push(await startShop({ dataDir: dirs[0], env, quiet: true }));
    const a = shops[0];
    const list = await getJson(`${a.url}/api/products/get-products`);
    const id = list.body.products[0]._id;
    const targets = [
      ['get-products', '/api/products/get-products'],
      ['get-products/{id}', `/api/products/get-products/${id}`],
      ['search?q=planner', '/api/products/search?q=planner'],
      ['product page HTML', `/products/${id}`],
    ];
    const results = [];
    console.log(`One instance, ${CONNECTIONS} connections, ${DURATION} s per target ...`);
    for (const [label, p] of targets) results.push(await measure(label, [a.url], p));
    console.log('Starting instance B on the same database and Redis ...');
    shops.push(await startShop({ dataDir: dirs[1], env, quiet: true }));
    console.log(`Two instances, ${CONNECTIONS} connections split over both ...`);
    for (const [label, p] of targets)
      results.push(
        await measure(
          label,
          shops.map((s) => s.url),
          p,
        ),
      );

    const rows = targets.map(([label]) => {
      const one = results.find((r) => r.name === label && r.instances === 1);
      const two = results.find((r) => r.name === label && r.instances === 2);
      return [
        label,
        Math.round(one.requestsPerSecond),
        one.p99,
        Math.round(two.requestsPerSecond),
        two.p99,
        round(two.requestsPerSecond / one.requestsPerSecond, 2),
        one.errors + two.errors + one.non2xx + two.non2xx,
      ];
    });
    console.log('');
    printTable(
      ['target', '1x req/s', '1x p99 ms', '2x req/s', '2x p99 ms', '2x / 1x', 'errors+non-2xx'],
      rows,
    );
    const file = writeResults('scale-out', {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      results,
    });
    console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(shops.map((s) => s.stop()));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
