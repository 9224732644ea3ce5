/** Reachability of what every request needs, each bounded by a short timeout. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type DependencyState = 'up' | 'down' | 'not configured';
export type DependencyReport = { database: DependencyState; redis: DependencyState };

/** A load balancer probes every few seconds: a hung check must fail fast, not pile up. */
export const CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ok = await Promise.race([check().then((result) => result !== false), timeout]);
    return ok ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkDependencies(
  db: Db,
  pingRedis: (() => Promise<boolean>) | undefined,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<DependencyReport> {
  const [database, redis] = await Promise.all([
    probe(() => db.execute(sql`select 1`), timeoutMs),
    pingRedis ? probe(pingRedis, timeoutMs) : ('not configured' as const),
  ]);
  return { database, redis };
}
