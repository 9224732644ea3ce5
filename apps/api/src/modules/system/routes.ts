/** Health and the public settings the storefront needs at start. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export const systemRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (
  app,
  { config, db },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal('ok'),
            database: z.literal('up'),
          }),
          503: z.object({ success: z.literal(false), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { success: true as const, status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ success: false as const, message: 'Database unavailable' });
      }
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
