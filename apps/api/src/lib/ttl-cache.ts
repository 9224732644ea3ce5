/**
 * A small read-through cache for hot public reads (the product list). Entries live for a few
 * seconds; changes clear it at once on every instance through the cache bus (cache-bus.ts), the
 * TTL only bounds staleness when a clear is missed (Redis down).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /**
   * `load` may return any thenable: a drizzle query runs again on every `then`, so it is settled
   * once into a promise here and every hit shares that one result.
   */
  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = Promise.resolve(load());
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load must not be served from the cache (nor remove a newer entry for the key).
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
