/**
 * Health (the process is up), readiness (it can serve: dependencies reachable, not shutting down)
 * and the public settings the storefront needs at start.
 */
import { appConfigResponse, healthResponse, notReadyResponse, readyResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkDependencies, type DependencyReport } from './dependency-checks';
import { createReadiness, type Readiness } from './readiness';

export type SystemOptions = {
  config: Config;
  db: Db;
  /** Owned by the server, which drains it on SIGTERM before closing. */
  readiness?: Readiness;
  /** Given when REDIS_URL is set: Redis then counts for readiness. */
  pingRedis?: () => Promise<boolean>;
};

function unavailableMessage(checks: DependencyReport): string | undefined {
  const down = [
    checks.database === 'down' && 'Database',
    checks.redis === 'down' && 'Redis',
  ].filter(Boolean);
  return down.length ? `${down.join(' and ')} unavailable` : undefined;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemOptions> = async (
  app,
  { config, db, readiness = createReadiness(), pingRedis },
) => {
  // Also when the app is closed without a signal (tests, embedding).
  app.addHook('preClose', async () => readiness.drain());

  // Liveness: touches nothing, so a slow database never gets a working process restarted.
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: healthResponse },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.draining)
        return reply
          .status(503)
          .send({ success: false as const, status: 'draining' as const, message: 'Shutting down' });
      const checks = await checkDependencies(db, pingRedis);
      const message = unavailableMessage(checks);
      if (message)
        return reply
          .status(503)
          .send({ success: false as const, status: 'unavailable' as const, message, checks });
      return { success: true as const, status: 'ready' as const, checks };
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        response: { 200: appConfigResponse },
      },
    },
    async () => ({
      success: true as const,
      googleClientId: config.googleClientId ?? null,
      paymentGateway: config.paymentGateway,
      razorpayKeyId: config.razorpay?.keyId ?? null,
      mode: config.mode,
    }),
  );
};
