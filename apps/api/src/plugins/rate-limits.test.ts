import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REDIS_BACK, REDIS_DOWN } from '../integrations/redis';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
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

  it('stops password guessing from one address with 429 (the per-account count is in accounts)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        // A new e-mail each time: only the per-address limit can stop this.
        payload: {
          email: `guess${i}.${randomBytes(3).toString('hex')}@example.com`,
          password: 'x',
        },
        remoteAddress: '10.8.8.8',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ success: false, message: TOO_MANY });
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
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
    const statuses = await forgotPassword(t.app, email, 11);
    await t.close();
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

/** An app built like createTestApp's, whose log lines (JSON) are kept for the test to read. */
async function appWithLog(redisUrl: string) {
  const lines: { level: number; msg: string }[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ redisUrl }),
    database,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  const redisLines = () => lines.filter((l) => l.msg === REDIS_DOWN || l.msg === REDIS_BACK);
  return { app, redisLines, close: () => app.close().then(() => database.close()) };
}

/** `count` reset requests for one e-mail (limited to 5 per e-mail in 15 minutes). */
async function forgotPassword(app: FastifyInstance, email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/forget-password',
      payload: { email },
      remoteAddress: `10.7.7.${i}`,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limitedEmail = () => `limited.${randomBytes(4).toString('hex')}@example.com`;

describe('Redis down', () => {
  it('logs the outage once, not per request or reconnect, and limits per process meanwhile', async () => {
    // Nothing listens on port 1: every connect and reconnect of every Redis client fails.
    const t = await appWithLog('redis://127.0.0.1:1');
    const statuses = await forgotPassword(t.app, limitedEmail(), 8);
    // ioredis retries every 50-2000 ms: wait for several reconnect attempts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(t.redisLines()).toEqual([expect.objectContaining({ level: 40, msg: REDIS_DOWN })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    await t.close();
  });
});

describe.runIf(redisUrl)('Redis outage and recovery (real Redis behind a cuttable proxy)', () => {
  it('warns once when the connections drop, limits per process meanwhile, and logs the recovery once', async () => {
    const proxy = await startTcpProxy(new URL(redisUrl!));
    const t = await appWithLog(`redis://127.0.0.1:${proxy.port}`);
    const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
    expect(await ready()).toBe(200);
    // Counted in Redis first; after the cut the same limit still answers 429, from memory.
    const email = limitedEmail();
    expect(await forgotPassword(t.app, email, 2)).toEqual([200, 200]);
    await proxy.cut();
    expect(await forgotPassword(t.app, email, 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await ready()).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(t.redisLines().map((l) => l.msg)).toEqual([REDIS_DOWN]);
    await proxy.restore();
    await expect.poll(ready, { timeout: 10_000 }).toBe(200);
    await expect
      .poll(() => t.redisLines().map((l) => l.msg), { timeout: 5_000 })
      .toEqual([REDIS_DOWN, REDIS_BACK]);
    await t.close();
    await proxy.close();
  });
});

/** Forwards TCP to a Redis server on a fixed port; `cut` drops every connection and stops listening. */
async function startTcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      const stopped = stop();
      for (const s of sockets) s.destroy();
      await stopped;
    },
    restore: () => listen(port),
    close: stop,
  };
}
