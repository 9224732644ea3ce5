/**
 * The Redis connections of one API instance (REDIS_URL): a command connection (rate-limit
 * counters, cache-bus publishes, readiness pings) and dedicated subscriber connections. Every
 * connection reports through one outage log: the first error warns, the retries of the same outage
 * stay silent, and the recovery is logged once. (ioredis prints "Unhandled error event" for every
 * reconnect attempt of a client without an 'error' listener.)
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CacheBusChannel } from '../lib/cache-bus';

export type RedisConnections = {
  /** Fails fast while Redis is down (no offline queue): callers degrade instead of waiting. */
  commands: Redis;
  /** A new connection for SUBSCRIBE (a subscribed connection takes no other commands). */
  createSubscriber: () => Redis;
  /** Whether Redis answers now; for /api/ready. */
  ping: () => Promise<boolean>;
  /** Connects the command connection; resolves (after logging) even when Redis is down. */
  connect: () => Promise<void>;
  close: () => Promise<void>;
};

export const REDIS_DOWN =
  'Redis unavailable: rate limits count per instance and other instances see catalogue changes only after the cache TTL, until it is back';
export const REDIS_BACK = 'Redis reachable again';

const COMMAND_TIMEOUT_MS = 1_000;

type OutageLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export function createRedisConnections(url: string, log: OutageLog): RedisConnections {
  const clients = new Set<Redis>();
  // Clients currently failing: an outage starts when the first one fails and ends when none does.
  const failing = new Set<Redis>();

  let closing = false;

  function watch(client: Redis): Redis {
    clients.add(client);
    const fail = (err?: Error) => {
      if (closing || failing.has(client)) return;
      if (failing.size === 0) log.warn({ err }, REDIS_DOWN);
      failing.add(client);
    };
    client.on('error', fail);
    // A connection closed by the server (restart, failover, proxy) is an outage too, error or not.
    client.on('close', () => fail());
    client.on('ready', () => {
      if (!failing.delete(client)) return;
      if (failing.size === 0) log.info(REDIS_BACK);
    });
    return client;
  }

  const commands = watch(
    new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // A half-open or flapping connection must not hold requests (rate-limit checks) for long.
      commandTimeout: COMMAND_TIMEOUT_MS,
      lazyConnect: true,
    }),
  );

  return {
    commands,
    // Subscriptions wait for a connection and are renewed by ioredis after every reconnect.
    createSubscriber: () => watch(new Redis(url, { maxRetriesPerRequest: null })),
    ping: () =>
      commands.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    // A failed first connect is already reported by the 'error' listener; ioredis keeps retrying.
    connect: () => commands.connect().catch(() => undefined),
    async close() {
      closing = true;
      await Promise.all(
        [...clients].map((client) =>
          client.status === 'ready'
            ? client.quit().then(
                () => undefined,
                () => client.disconnect(),
              )
            : client.disconnect(),
        ),
      );
    },
  };
}

export const CACHE_BUS_CHANNEL = 'shop:cache-bus';
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * The cache bus over Redis pub/sub, on a subscriber connection of its own. When Redis is up the
 * instance starts serving only once subscribed, so it never misses a change made meanwhile; when
 * Redis is down it starts anyway (its caches then expire by TTL) and subscribes when Redis is back.
 */
export async function createRedisCacheChannel(redis: RedisConnections): Promise<CacheBusChannel> {
  const subscriber = redis.createSubscriber();
  const subscribed = subscriber.subscribe(CACHE_BUS_CHANNEL).catch(() => undefined);
  if (redis.commands.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS)));
    await Promise.race([subscribed, timeout]);
    clearTimeout(timer);
  }
  return {
    send: (message) => redis.commands.publish(CACHE_BUS_CHANNEL, message),
    listen(onMessage, onGap) {
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === CACHE_BUS_CHANNEL) onMessage(message);
      });
      // A (re)connection from here on follows a time without subscription: changes may be missed.
      subscriber.on('ready', onGap);
    },
  };
}
