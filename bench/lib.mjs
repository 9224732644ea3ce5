/**
 * Shared helpers for the benchmarks in bench/: start/stop the built shop, make sure the build
 * exists, find free ports, print tables and write result files. Plain Node (no TypeScript) so the
 * benchmarks run with `node bench/*.mjs` and nothing else.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, resolved from this file (bench/ sits directly under it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = path.join(ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command, args, { cwd = ROOT, env = process.env, timeoutMs } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    let timer;
    let timedOut = false;
    if (timeoutMs) {
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
      }, timeoutMs);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), signal, timedOut });
    });
  });
}

/** Builds the web app and the API (`npm run build`) unless both outputs already exist. */
export async function ensureBuilt({ force = false } = {}) {
  const missing = [SERVER_JS, path.join(WEB_DIST, 'index.html')].filter((f) => !existsSync(f));
  if (!force && missing.length === 0) return false;
  console.log(
    `Building (missing: ${missing.map((f) => path.relative(ROOT, f)).join(', ') || 'none, forced'}) ...`,
  );
  const { code } = await run('npm', ['run', 'build']);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  return true;
}

/**
 * Starts the built shop (`node apps/api/dist/server.js`) on 127.0.0.1:port with its own data dir
 * and waits until GET /api/health answers 200. Returns { url, port, dataDir, pid, stop }.
 * The first start in an empty data dir migrates and seeds the database (30-60 s).
 */
export async function startShop({
  port,
  dataDir,
  timeoutMs = 180_000,
  env = {},
  quiet = false,
  /** Node arguments that start the server (default: the build); tsx runs it from source. */
  args = [SERVER_JS],
} = {}) {
  port ??= await freePort();
  dataDir = path.resolve(ROOT, dataDir ?? path.join(BENCH_DIR, '.data'));
  mkdirSync(dataDir, { recursive: true });
  if (args[0] === SERVER_JS && !existsSync(SERVER_JS))
    throw new Error(`${path.relative(ROOT, SERVER_JS)} is missing: run npm run build`);

  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const onData = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 80) tail.shift();
      if (!quiet) stream.write(`  [shop:${port}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve((exited = { code, signal }))),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => exited || child.kill('SIGKILL'), 15_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const started = Date.now();
  while (true) {
    if (exited) {
      throw new Error(
        `The shop exited (code ${exited.code}, signal ${exited.signal}) before it was healthy:\n${tail.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`The shop was not healthy after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
    }
    await sleep(500);
  }
  return { url, port, dataDir, pid: child.pid, startSeconds: (Date.now() - started) / 1000, stop };
}

/** GET a URL and parse JSON; returns { status, body } (body null when not JSON). */
export async function getJson(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: res.status, body };
}

/** Prints rows (arrays) under headers; numbers are right-aligned. */
export function printTable(headers, rows) {
  const cells = rows.map((row) =>
    row.map((c) => (c === undefined || c === null ? '-' : String(c))),
  );
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const numeric = headers.map(
    (_, i) =>
      rows.length > 0 &&
      rows.every(
        (r) =>
          typeof r[i] === 'number' ||
          r[i] === null ||
          r[i] === undefined ||
          /^[\d.,x%-]+$/.test(String(r[i])),
      ),
  );
  const fmt = (r) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(fmt(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(fmt(r));
}

/** Rounds for display. */
export function round(n, digits = 1) {
  if (n === null || n === undefined || Number.isNaN(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Nearest-rank percentile of an already sorted array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

export function timestamp() {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
}

/** Writes bench/results/{kind}-{timestamp}.json and returns its path. */
export function writeResults(kind, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${kind}-${timestamp()}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: machineInfo(), ...data }, null, 2) +
      '\n',
  );
  return file;
}
