import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

/** Like a drizzle query: not a promise, and every `then` runs it again. */
function query<T>(result: T) {
  const runs = { count: 0 };
  const thenable = {
    then<A = T, B = never>(
      onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
      onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ): Promise<A | B> {
      runs.count += 1;
      return Promise.resolve(result).then(onFulfilled, onRejected);
    },
    catch<B = never>(onRejected: (reason: unknown) => B | PromiseLike<B>) {
      return this.then(undefined, onRejected);
    },
  };
  return { thenable, runs };
}

describe('TtlCache', () => {
  it('runs a query that is loaded lazily once, however often it is read', async () => {
    const cache = new TtlCache<string[]>(60_000, 1);
    const { thenable, runs } = query(['journals', 'planners']);
    for (let i = 0; i < 3; i++)
      expect(await cache.get('all', () => thenable)).toEqual(['journals', 'planners']);
    expect(runs.count).toBe(1);
  });

  it('loads again once an entry has expired or been cleared, and never keeps a failure', async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    const lasting = new TtlCache<number>(60_000);
    await expect(lasting.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await lasting.get('k', async () => 7)).toBe(7);
    lasting.clear();
    expect(await lasting.get('k', async () => 8)).toBe(8);
  });
});
