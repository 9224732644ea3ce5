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

function run(url, origin, { connections, seconds, rate }) {
  return new Promise((resolve, reject) => {
    const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds)];
    // A fixed overall rate (requests/s) instead of as fast as the shop answers.
    if (rate) args.push('-R', String(rate));
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

const figures = (r) => ({
  requestsPerSecond: r.requests.average,
  eventsPerSecond: r.requests.average * EVENTS_PER_BATCH,
  latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 },
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

/**
 * Measures the intake twice: as fast as it answers (its throughput), then at the budget's rate
 * (2,000 events/s as 200 batches/s) over the same 50 connections, whose p99 the budget judges: at
 * saturation every server's latency is just the queue of connections (Little's law). Returns the
 * figures and the budget lines bench/api.mjs prints.
 */
export async function measureEvents(shopUrl, { connections, seconds, warmupSeconds }) {
  const url = `${shopUrl}/api/events`;
  const origin = new URL(shopUrl).origin;
  const budget = BUDGETS.storefrontEvents;
  const rate = Math.ceil(budget.minEventsPerSecond / EVENTS_PER_BATCH);
  process.stdout.write(
    `  events: warm-up ${warmupSeconds} s, then ${seconds} s at ${connections} connections, ${EVENTS_PER_BATCH} events a batch, flat out and at ${rate} batches/s ... `,
  );
  await run(url, origin, { connections, seconds: warmupSeconds });
  const droppedBefore = await droppedSoFar(shopUrl);
  const max = figures(await run(url, origin, { connections, seconds }));
  const droppedAfter = await droppedSoFar(shopUrl);
  const atBudget = figures(await run(url, origin, { connections, seconds, rate }));
  const result = {
    name: 'POST /api/events',
    eventsPerBatch: EVENTS_PER_BATCH,
    ...max,
    dropped: droppedBefore === null || droppedAfter === null ? null : droppedAfter - droppedBefore,
    atBudgetRate: { batchesPerSecond: rate, ...atBudget },
  };
  console.log(
    `${Math.round(max.eventsPerSecond)} events/s flat out (p99 ${max.latencyMs.p99} ms, dropped ${result.dropped ?? 'unknown'}); at ${Math.round(atBudget.eventsPerSecond)} events/s p99 ${atBudget.latencyMs.p99} ms`,
  );
  const budgets = [
    {
      budget: `events >= ${budget.minEventsPerSecond}/s at ${connections} connections`,
      measured: `${Math.round(max.eventsPerSecond)} events/s (${Math.round(max.requestsPerSecond)} batches/s of ${EVENTS_PER_BATCH}, p99 ${max.latencyMs.p99} ms flat out; dropped by the full queue: ${result.dropped ?? 'unknown'})`,
      pass: max.eventsPerSecond >= budget.minEventsPerSecond && max.non2xx === 0,
    },
    {
      budget: `events p99 < ${budget.p99BelowMs} ms at ${budget.minEventsPerSecond} events/s`,
      measured: `${atBudget.latencyMs.p99} ms (p50 ${atBudget.latencyMs.p50} ms, ${Math.round(atBudget.eventsPerSecond)} events/s, ${atBudget.non2xx} non-2xx)`,
      pass: atBudget.latencyMs.p99 < budget.p99BelowMs && atBudget.non2xx === 0,
    },
  ];
  return { result, budgets };
}
