/**
 * The storefront's event intake and the owner's funnel (issue 30). Intake only validates and
 * queues: the answer never waits for the database.
 */
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventBatchSchema,
  eventsAcceptedResponse,
  funnelQuerySchema,
  funnelResponse,
  VISITOR_COOKIE,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { assertCleanText } from '../../lib/clean-text';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isSameOrigin } from '../../plugins/auth';
import type { Analytics } from './service';

/** A beacon sends text/plain (no preflight, no exception in any browser): its JSON is read here. */
function readBatch(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > EVENT_LIMITS.maxBytes) throw new BadRequestError(EVENT_MESSAGES.tooLarge);
  if (typeof request.body !== 'string') return;
  if (request.body.length > EVENT_LIMITS.maxBytes)
    throw new BadRequestError(EVENT_MESSAGES.tooLarge);
  try {
    request.body = JSON.parse(request.body) as unknown;
  } catch {
    throw new BadRequestError(EVENT_MESSAGES.notJson);
  }
  // A NUL or lone surrogate escaped in the JSON: refused here, never failing a whole insert.
  assertCleanText(request.body);
}

export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: Analytics;
  publicUrl: string;
}> = async (app, { analytics, publicUrl }) => {
  if (app.metricsRegistry)
    new Gauge({
      name: 'analytics_events_dropped_total',
      help: 'Storefront events dropped since start because the queue was full or an insert failed',
      registers: [app.metricsRegistry],
      collect() {
        this.set(analytics.stats().dropped);
      },
    });
  // A reporter sends a batch every few seconds; a shared office address gets room for many.
  const limit = app.limit({ name: 'events', max: 120, timeWindow: '1 minute' });

  app.post(
    '/api/events',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'A batch of storefront events (JSON, or JSON as text/plain from navigator.sendBeacon)',
        body: eventBatchSchema,
        response: { 200: eventsAcceptedResponse },
      },
      // Twice the batch limit: a body larger still is refused while it is read (413).
      bodyLimit: EVENT_LIMITS.maxBytes * 2,
      preValidation: async (request) => {
        // Only our own pages report: a browser on another site (which always names its origin
        // on a POST) cannot fill the funnel from its visitors.
        if (request.headers.origin && !isSameOrigin(request, publicUrl))
          throw new ForbiddenError('Cross-site request refused');
        readBatch(request);
      },
      preHandler: [limit],
    },
    async (request) => {
      const cookie = request.cookies?.[VISITOR_COOKIE];
      const visitorId = cookie && isUuid(cookie) ? cookie : null;
      return { success: true as const, accepted: analytics.accept(request.body.events, visitorId) };
    },
  );

  app.get(
    '/api/admin/funnel',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'The conversion funnel for shop days from..to (default the last 30): steps with rates, by device and source, top products',
        querystring: funnelQuerySchema,
        response: { 200: funnelResponse },
      },
      onRequest: app.requireOwner,
    },
    async (request) => ({ success: true as const, ...(await analytics.funnel(request.query)) }),
  );
};
