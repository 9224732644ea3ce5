/** /api/health says the process is up; /api/ready says whether a load balancer should send traffic. */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { errorsPlugin } from '../../plugins/errors';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { CHECK_TIMEOUT_MS } from './dependency-checks';
import { createReadiness } from './readiness';
import { systemRoutes } from './routes';

describe('with the database', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const readiness = createReadiness();
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, readiness });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('is ready while the database answers', async () => {
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      status: 'ready',
      checks: { database: 'up', redis: 'not configured' },
    });
  });

  it('answers 503 within the check timeout while the database is saturated; health stays 200', async () => {
    // Every connection held by an open transaction (PGlite has one, the pg pool ten).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: database.kind === 'pglite' ? 1 : 10 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const [ready, health] = await Promise.all([get('/api/ready'), get('/api/health')]);
    const waited = Date.now() - started;
    expect(health.json()).toEqual({ success: true, status: 'ok' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      status: 'unavailable',
      message: 'Database unavailable',
      checks: { database: 'down', redis: 'not configured' },
    });
    expect(waited).toBeLessThan(CHECK_TIMEOUT_MS + 1000);
    release();
    await Promise.all(busy);
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('drains on shutdown: /api/ready turns 503 while everything else still serves', async () => {
    readiness.drain();
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, status: 'draining', message: 'Shutting down' });
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/products/get-products')).statusCode).toBe(200);
  });
});

describe('without the database', () => {
  it('stays healthy (the process is up) but not ready', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'Database unavailable' });
    await app.close();
  });
});

/** A TCP server that accepts connections and never answers: a hung Redis. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The system routes with a real Redis client's ping, as the app wires them when REDIS_URL is set. */
async function readinessWithRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const database = await createTestDatabase();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(systemRoutes, {
    config: testConfig(),
    db: database.db,
    pingRedis: async () => (await redis.ping()) === 'PONG',
  });
  const started = Date.now();
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  const waited = Date.now() - started;
  await app.close();
  redis.disconnect();
  await database.close();
  return { res, waited };
}

describe('with Redis configured', () => {
  it('is not ready while Redis hangs, and says so within the timeout', async () => {
    const hung = await silentServer();
    const { res, waited } = await readinessWithRedis(hung.url);
    await hung.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      status: 'unavailable',
      message: 'Redis unavailable',
      checks: { database: 'up', redis: 'down' },
    });
    expect(waited).toBeLessThan(CHECK_TIMEOUT_MS + 1000);
  });

  it.runIf(process.env.TEST_REDIS_URL)('is ready when Redis answers', async () => {
    const { res } = await readinessWithRedis(process.env.TEST_REDIS_URL!);
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ database: 'up', redis: 'up' });
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the shop with REDIS_URL', () => {
  it('is not ready while Redis is unreachable, and still healthy', async () => {
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'Redis unavailable',
      checks: { database: 'up', redis: 'down' },
    });
    expect(health.statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('is ready when Redis answers', async () => {
    const t = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    await t.close();
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toEqual({ database: 'up', redis: 'up' });
  });
});
