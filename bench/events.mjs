/**
 * Storefront event intake (issue 30, record 064): POST /api/events with a batch of events, as the
 * reporter's beacon sends it (JSON as text/plain, same origin), at BENCH_CONNECTIONS connections.
 * Events/s = requests/s x events per batch. After the run, the queue's drop counter is read from
 * /metrics: events dropped because the queue was full count against nothing but are reported.
 * Used by bench/api.mjs; the shop must run with its rate limits scaled up (RATE_LIMIT_SCALE).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { BUDGETS } from './budgets.mjs';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
/** A busy page's batch; the reporter sends at most 25. */
export const EVENTS_PER_BATCH = 10;

function batch() {
  const kinds = ['page_view', 'product_view', 'add_to_cart', 'page_view', 'visit'];
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    kind: kinds[i % kinds.length],
    path: '/products/bench',
    device: i % 2 ? 'phone' : 'desktop',
    referrerHost: 'www.google.com',
    utmSource: 'bench',
    ...(i % 5 === 1 && { productId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' }),
  }));
  return JSON.stringify({ events });
}

function run(url, origin, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds)];
    args.push(
      '-m',
      'POST',
      '-H',
      'content-type=text/plain;charset=UTF-8',
      '-H',
      `origin=${origin}`,
    );
    args.push('-b', batch(), url);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${err || out}`));
      }
    });
  });
}

async function droppedSoFar(shopUrl) {
  const res = await fetch(`${shopUrl}/metrics`).catch(() => null);
  const text = res?.ok ? await res.text() : '';
  const line = text.split('\n').find((l) => l.startsWith('analytics_events_dropped_total '));
  return line ? Number(line.split(' ')[1]) : null;
}

/** Measures the intake; returns its figures and the budget lines bench/api.mjs prints. */
export async function measureEvents(shopUrl, { connections, seconds, warmupSeconds }) {
  const url = `${shopUrl}/api/events`;
  const origin = new URL(shopUrl).origin;
  process.stdout.write(
    `  events: warm-up ${warmupSeconds} s, then ${seconds} s at ${connections} connections, ${EVENTS_PER_BATCH} events a batch ... `,
  );
  await run(url, origin, { connections, seconds: warmupSeconds });
  const droppedBefore = await droppedSoFar(shopUrl);
  const r = await run(url, origin, { connections, seconds });
  const droppedAfter = await droppedSoFar(shopUrl);
  const result = {
    name: 'POST /api/events',
    eventsPerBatch: EVENTS_PER_BATCH,
    requestsPerSecond: r.requests.average,
    eventsPerSecond: r.requests.average * EVENTS_PER_BATCH,
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 },
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    dropped: droppedBefore === null || droppedAfter === null ? null : droppedAfter - droppedBefore,
  };
  console.log(
    `${Math.round(result.eventsPerSecond)} events/s (${Math.round(result.requestsPerSecond)} req/s), p99 ${result.latencyMs.p99} ms, ${result.non2xx} non-2xx, dropped ${result.dropped ?? 'unknown'}`,
  );
  const budget = BUDGETS.storefrontEvents;
  const budgets = [
    {
      budget: `events >= ${budget.minEventsPerSecond}/s at ${connections} connections`,
      measured: `${Math.round(result.eventsPerSecond)} events/s (${Math.round(result.requestsPerSecond)} batches/s of ${EVENTS_PER_BATCH})`,
      pass: result.eventsPerSecond >= budget.minEventsPerSecond && result.non2xx === 0,
    },
    {
      budget: `events p99 < ${budget.p99BelowMs} ms`,
      measured: `${result.latencyMs.p99} ms (dropped by the full queue: ${result.dropped ?? 'unknown'})`,
      pass: result.latencyMs.p99 < budget.p99BelowMs,
    },
  ];
  return { result, budgets };
}
