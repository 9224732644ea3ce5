/**
 * Decorates `app.redis`: the instance's Redis connections when REDIS_URL is set, else undefined
 * (rate limits and caches then stay in process memory). Connected before routes serve, so the
 * first requests are counted too; closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRedisConnections, type RedisConnections } from '../integrations/redis';

export const redisPlugin = fp(async (app: FastifyInstance, { url }: { url?: string }) => {
  const redis = url ? createRedisConnections(url, app.log) : undefined;
  app.decorate('redis', redis);
  if (!redis) return;
  await redis.connect();
  app.addHook('onClose', () => redis.close());
});

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisConnections | undefined;
  }
}
