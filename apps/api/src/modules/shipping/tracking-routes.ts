/**
 * POST /api/shipping/webhooks/{provider}: a shipping aggregator's tracking updates (record 058),
 * taken only with the secret token in the x-api-key header (Shiprocket's webhook sends it there).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { errorResponse, trackingWebhookResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackingUpdate } from '../../integrations/shipping/tracking-update';
import type { Tracking } from './tracking';

/** Equal in constant time: both sides hashed first, so their lengths say nothing either. */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const trackingRoutes: FastifyPluginAsyncZod<{
  tracking: Tracking;
  /** The provider whose webhooks this shop takes, and how its body reads. */
  provider: { name: string; parseWebhook: (body: unknown) => TrackingUpdate | null };
  token: string | undefined;
}> = async (app, { tracking, provider, token }) => {
  app.post(
    '/api/shipping/webhooks/:provider',
    {
      schema: {
        tags: ['shipping'],
        summary: "A shipping aggregator's tracking update, with its token in x-api-key",
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: trackingWebhookResponse, '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      if (!token || request.params.provider !== provider.name)
        return reply.status(404).send({ success: false, message: 'Webhooks are not configured' });
      if (!sameToken(request.headers['x-api-key'], token))
        return reply.status(401).send({ success: false, message: 'Invalid webhook token' });
      const update = provider.parseWebhook(request.body);
      if (!update) return { success: true as const, handled: false, duplicate: false };
      return { success: true as const, ...(await tracking.apply(provider.name, update)) };
    },
  );
};
