/**
 * The store behind every rate limit (issue 23): counters in Redis, shared by every instance, while
 * Redis answers; counters in this process's memory while it does not. An outage weakens the limits
 * to per-instance ones instead of switching them off.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

type Counter = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counter) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// @fastify/rate-limit's own stores (its Lua script, its LRU), which it builds only one at a time.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly sharedUp: () => boolean,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number) {
    const locally = () => this.local.incr(key, done, timeWindow, max);
    // Not connected: ioredis would refuse at once anyway (no offline queue); skip the round.
    if (!this.sharedUp()) return locally();
    this.shared.incr(
      key,
      (error, result) => (error ? locally() : done(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions) {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.sharedUp,
    );
  }
}

/** The `store` option of @fastify/rate-limit: Redis first, this process's memory as the fallback. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(
        new RedisStore(false, false, redis, nameSpace),
        new LocalStore(false, false),
        () => redis.status === 'ready',
      );
    }
  };
}
