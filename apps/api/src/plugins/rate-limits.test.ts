import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { TOO_MANY } from './rate-limits';

// With TEST_REDIS_URL set (CI), the same limits are proven on the shared Redis store.
const redisUrl = process.env.TEST_REDIS_URL;

const stores: { name: string; url?: string }[] = [
  { name: 'in-process' },
  ...(redisUrl ? [{ name: 'redis', url: redisUrl }] : []),
];

describe.each(stores)('rate limits ($name)', ({ url }) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    if (url) {
      // Counters from an earlier run would make the limits trip early.
      const redis = new Redis(url);
      const keys = await redis.keys('shop-rl:*');
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    t = await createTestApp({ redisUrl: url });
  });
  afterAll(() => t.close());

  it('stops password guessing on one e-mail after 10 tries with 429', async () => {
    const email = `target.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ success: false, message: TOO_MANY });
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits reset requests per e-mail', async () => {
    const email = `reset.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/forget-password',
            payload: { email },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const payload = {
        name: 'Spam',
        email: `spam${i}.${randomBytes(3).toString('hex')}@example.com`,
        number: '1',
        password: 'secret1',
      };
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/register',
            payload,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every limit (journeys from one address), without switching them off', async () => {
    const t = await createTestApp({ rateLimitScale: 2 });
    const email = `scaled.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { email, password: `guess-${i}` },
          })
        ).statusCode,
      );
    }
    await t.close();
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
