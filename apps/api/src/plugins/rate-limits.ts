/**
 * Abuse limits. Counters live in Redis when REDIS_URL is set (shared by every API instance) and
 * in process memory otherwise; while Redis is down each instance counts in its own memory (see
 * lib/rate-limit-store), so the limits weaken, never vanish. Routes attach named limits as
 * preHandlers.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HttpError, TooManyRequestsError } from '../lib/errors';
import { redisWithLocalFallback } from '../lib/rate-limit-store';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

type LimitOptions = {
  /** Separates counters of different limits that share a key. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** Defaults to the client's IP address. */
  key?: (request: FastifyRequest) => string;
};

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { redis, scale = 1 }: { redis?: Redis; scale?: number }) => {
    // The connection (and its outage log) belongs to the redis plugin; see integrations/redis.ts.
    await app.register(rateLimit, {
      global: false,
      ...(redis && { store: redisWithLocalFallback(redis, 'shop-rl:') }),
      // The store never fails (a Redis error counts in memory): nothing is skipped.
      skipOnError: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY),
    });

    // createRateLimit (not rateLimit) so that several limits can stack on one route.
    app.decorate(
      'limit',
      ({ name, max, timeWindow, key }: LimitOptions): preHandlerAsyncHookHandler => {
        const check = app.createRateLimit({
          max: Math.ceil(max * scale),
          timeWindow,
          keyGenerator: (request) => `${name}:${key ? key(request) : request.ip}`,
        });
        return async (request) => {
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) return;
          throw new TooManyRequestsError(TOO_MANY, result.ttlInSeconds);
        };
      },
    );
  },
);

/** Keys a limit by the e-mail in the body, so one account is not tried from many addresses. */
export const byBodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : 'none';
};

/** Keys a limit by the caller's session token (hashed), or the address when signed out. */
export const bySession = (request: FastifyRequest) => {
  const header = request.headers['auth-token'];
  const token = (typeof header === 'string' && header) || request.cookies?.user_access_token;
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : request.ip;
};

declare module 'fastify' {
  interface FastifyInstance {
    limit: (options: LimitOptions) => preHandlerAsyncHookHandler;
  }
}
