/**
 * Cache invalidation for N instances. `publish(topic)` clears this instance's caches of that topic
 * at once and, through a remote channel (Redis pub/sub when REDIS_URL is set), every other
 * instance's, so a change made through one instance is served by all of them on the next read.
 */
import { randomUUID } from 'node:crypto';

/**
 * What a cache holds: 'catalog' = product lists, single products and search answers;
 * 'shipping' = the shipping rate table.
 */
const TOPICS = ['catalog', 'shipping'] as const;
export type CacheTopic = (typeof TOPICS)[number];

/** Carries invalidations between instances; each instance hears every message, its own too. */
export type CacheBusChannel = {
  send: (message: string) => Promise<unknown>;
  /** `onGap` runs when messages may have been missed (the subscription was down). */
  listen: (onMessage: (message: string) => void, onGap: () => void) => void;
};

export type CacheBus = {
  subscribe: (topic: CacheTopic, clear: () => void) => void;
  publish: (topic: CacheTopic) => void;
};

export function createCacheBus(channel?: CacheBusChannel): CacheBus {
  const origin = randomUUID();
  const subscribers = new Map<CacheTopic, (() => void)[]>();
  const clearTopic = (topic: CacheTopic) => subscribers.get(topic)?.forEach((clear) => clear());

  channel?.listen(
    (message) => {
      const parsed = parseMessage(message);
      // Our own publishes were cleared locally already.
      if (parsed && parsed.origin !== origin) clearTopic(parsed.topic);
    },
    () => subscribers.forEach((_, topic) => clearTopic(topic)),
  );

  return {
    subscribe(topic, clear) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), clear]);
    },
    publish(topic) {
      clearTopic(topic);
      // While Redis is down (logged once by its connection) the other instances fall back to
      // their caches' TTL; failing the change that is being saved would help nobody.
      channel?.send(JSON.stringify({ origin, topic })).catch(() => undefined);
    },
  };
}

function parseMessage(message: string): { origin: string; topic: CacheTopic } | undefined {
  try {
    const value = JSON.parse(message) as { origin?: unknown; topic?: unknown };
    const topic = TOPICS.find((t) => t === value.topic);
    return typeof value.origin === 'string' && topic ? { origin: value.origin, topic } : undefined;
  } catch {
    return undefined;
  }
}
