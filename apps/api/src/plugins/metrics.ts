/**
 * Prometheus metrics at /metrics: requests by route pattern, database pool use, mail outbox depth
 * and the process defaults. Not registered at all when metrics are off (production without a token).
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { UnauthorizedError } from '../lib/errors';

export type MetricsOptions = { database: Database; token?: string };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time: equal-length digests, so neither the token nor its length leaks through timing. */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Per app, not prom-client's global registry: tests build many apps in one process. */
function createMetrics({ database }: MetricsOptions, log: FastifyInstance['log']) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'mail_outbox_queued',
    help: 'Mails queued and not yet delivered (read at scrape time)',
    registers: [registry],
    async collect() {
      try {
        const [row] = await database.db
          .select({ queued: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'queued'));
        this.set(row?.queued ?? 0);
      } catch (err) {
        // One scrape without this number beats a failed scrape without any.
        log.warn({ err }, 'metrics: counting the mail outbox failed');
      }
    },
  });
  return { registry, requests, duration };
}

export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { registry, requests, duration } = createMetrics(options, app.log);
  // Modules add their own series (the funnel's dropped events, record 064).
  app.decorate('metricsRegistry', registry);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern ('/api/products/:id'), never the raw URL: one series per route, not per id.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token && !hasBearer(request, options.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError('Metrics need the bearer token');
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when metrics are on. */
    metricsRegistry?: Registry;
  }
}
