/**
 * Graceful shutdown on SIGTERM/SIGINT: turn not-ready, let the load balancer notice, then stop
 * accepting, finish the requests in flight and the mail run, close the pools and exit 0. A second
 * signal, or a shutdown that hangs, exits 1 at once.
 */
import type { Readiness } from './modules/system';

export type ShutdownOptions = {
  readiness: Readiness;
  /** How long /api/ready answers 503 before the server stops accepting (load balancer's turn). */
  drainMs: number;
  /** The whole shutdown's limit; an orchestrator kills the process soon after anyway. */
  timeoutMs: number;
  /** Run in order, each awaited (stop timers, close the app, close the database...). */
  steps: (() => unknown)[];
  log: (message: string) => void;
};

export const SHUTDOWN_TIMEOUT_MS = 30_000;

export function exitGracefullyOnSignals({
  readiness,
  drainMs,
  timeoutMs,
  steps,
  log,
}: ShutdownOptions): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      log(`shutdown took longer than ${timeoutMs / 1000} s: exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    log(`${signal}: finishing requests in flight, then exiting`);
    readiness.drain();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      for (const step of steps) await step();
    } catch (err) {
      log(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
