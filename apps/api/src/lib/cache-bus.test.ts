import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { databaseUrlFor } from '../test/database-urls';
import { createLiveProduct, signedInUser } from '../test/factories';
import { createTestDatabase, testConfig } from '../test/test-app';
import { createCacheBus, type CacheBusChannel } from './cache-bus';

describe('cache bus', () => {
  /** A channel that records what is sent and lets the test deliver messages and gaps. */
  function recordingChannel() {
    const sent: string[] = [];
    let deliver: (message: string) => void = () => {};
    let gap: () => void = () => {};
    const channel: CacheBusChannel = {
      send: async (message) => sent.push(message),
      listen: (onMessage, onGap) => {
        deliver = onMessage;
        gap = onGap;
      },
    };
    return { channel, sent, deliver: (m: string) => deliver(m), gap: () => gap() };
  }

  it('clears local subscribers at once and tells the other instances', () => {
    const remote = recordingChannel();
    const bus = createCacheBus(remote.channel);
    let clears = 0;
    bus.subscribe('catalog', () => clears++);
    bus.publish('catalog');
    expect(clears).toBe(1);
    expect(remote.sent).toHaveLength(1);
    // Hearing its own message back does not clear twice; another instance's message clears.
    remote.deliver(remote.sent[0]!);
    expect(clears).toBe(1);
    remote.deliver(JSON.stringify({ origin: 'another-instance', topic: 'catalog' }));
    expect(clears).toBe(2);
    // Garbage on the channel is ignored; a gap in the subscription clears everything.
    remote.deliver('not json');
    remote.deliver(JSON.stringify({ origin: 'x', topic: 'unknown' }));
    expect(clears).toBe(2);
    remote.gap();
    expect(clears).toBe(3);
  });

  it('works without a channel (one instance, no Redis)', () => {
    const bus = createCacheBus();
    let clears = 0;
    bus.subscribe('catalog', () => clears++);
    bus.publish('catalog');
    expect(clears).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl)('two instances on one database and one Redis', () => {
  let database: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (serverUrl) {
      const result = await database.db.execute(sql`select current_database() as name`);
      const [row] = (result as unknown as { rows: { name: string }[] }).rows;
      second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, row!.name) });
    } else {
      // Embedded: both apps share the one PGlite database (it allows a single client).
      second = { ...database, close: async () => {} };
    }
    a = await buildApp({ config: testConfig({ redisUrl }), database });
    b = await buildApp({ config: testConfig({ redisUrl }), database: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  const product = {
    title: 'Cache Bus Planner',
    description: 'A planner whose price changes on one instance and shows on the other.',
    category: 'planners',
    price: 24.5,
    salePrice: null,
    countInStock: 12,
    featured: false,
    taxPercent: 12,
    discountPercent: 0,
    shippingCost: 2,
    features: ['Weekly pages'],
    colors: ['Sage'],
    specifications: { Size: 'A5' },
  };

  it('shows a price changed through A on B at once (B had it cached for 5 s)', async () => {
    const admin = await signedInUser(a, database.db, { role: 'admin', name: 'Owner' });
    const created = await createLiveProduct(a, admin.headers, product);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const readOnB = async () => {
      const one = await b.inject({ method: 'GET', url: `/api/products/get-products/${id}` });
      const list = await b.inject({ method: 'GET', url: '/api/products/get-products' });
      const listed = (list.json().products as { _id: string; price: number }[]).find(
        (p) => p._id === id,
      );
      return [one.json().products.price as number, listed?.price];
    };
    expect(await readOnB()).toEqual([24.5, 24.5]);

    const put = await a.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { ...product, price: 31 },
    });
    expect(put.statusCode).toBe(200);
    // The clear travels A -> Redis -> B in well under a millisecond on one machine, but in one
    // test process B's next request may start before B's socket is read: allow a few turns of the
    // event loop, far below the 5 s the cache would otherwise serve the old price.
    const start = performance.now();
    await expect.poll(readOnB, { timeout: 500, interval: 1 }).toEqual([31, 31]);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
