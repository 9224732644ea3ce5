/**
 * Health (the process is up), readiness (it can serve: dependencies reachable, not shutting down)
 * and the public settings the storefront needs at start.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const dependencyState = z.enum(['up', 'down', 'not configured']);
const checksSchema = z.object({ database: dependencyState, redis: dependencyState });

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
        response: { 200: z.object({ success: z.literal(true), status: z.literal('ok') }) },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal('ready'),
            checks: checksSchema,
          }),
          503: z.object({
            success: z.literal(false),
            status: z.enum(['draining', 'unavailable']),
            message: z.string(),
            checks: checksSchema.optional(),
          }),
        },
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
        response: {
          200: z.object({
            success: z.literal(true),
            googleClientId: z.string().nullable(),
            paymentGateway: z.enum(['sandbox', 'razorpay', 'unavailable']),
            razorpayKeyId: z.string().nullable(),
            mode: z.enum(['production', 'local', 'test']),
          }),
        },
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
