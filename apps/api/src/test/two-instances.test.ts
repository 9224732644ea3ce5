/**
 * The shop as an operator runs it: two API instances, each with its own DATA_DIR and its own
 * connection pool, on one PostgreSQL database, one Redis and one S3 bucket. Needs the real servers
 * (CI sets TEST_DATABASE_URL and TEST_REDIS_URL); the embedded database has a single connection.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createLiveProduct, createUser, loginAs, signedInUser } from './factories';
import { createIntent, payWithSandbox, verify } from './checkout';
import { databaseUrlFor } from './database-urls';
import { startS3, type S3TestServer } from './s3';
import { startSmtpSink } from './smtp-sink';
import { createTestDatabase, testConfig } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Headers = Record<string, string>;

const NEW_PRODUCT = {
  title: 'Two Instance Planner',
  description: 'A planner sold by two shop instances at once, to the last unit.',
  category: 'planners',
  price: 30,
  salePrice: null,
  countInStock: 5,
  featured: false,
  taxPercent: 0,
  discountPercent: 0,
  shippingCost: 0,
  features: [],
  colors: [],
  specifications: {},
};

describe.runIf(serverUrl && redisUrl)('two instances on one PostgreSQL, Redis and bucket', () => {
  let s3: S3TestServer;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let owner: Headers;

  beforeAll(async () => {
    s3 = await startS3();
    sink = await startSmtpSink();
    first = await createTestDatabase();
    const result = await first.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    // A pool of its own, as a second process would have.
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    const shared = { storage: s3.storage, redisUrl, smtpUrl: sink.url, rateLimitScale: 100 };
    const configA = testConfig(shared);
    const configB = testConfig(shared);
    expect(configA.dataDir).not.toBe(configB.dataDir);
    a = await buildApp({ config: configA, database: first });
    b = await buildApp({ config: configB, database: second });
    owner = (await signedInUser(a, first.db, { role: 'admin', name: 'Owner' })).headers;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
    await sink?.close();
    await s3?.stop();
  });

  const as = (
    app: FastifyInstance,
    headers: Headers,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ) => app.inject({ method, url, headers, payload });

  it('serves through B an image uploaded through A', async () => {
    const product = (await a.inject({ method: 'GET', url: '/api/products/get-products' })).json()
      .products[0];
    const boundary = 'twoinstances';
    const png = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#5b7b66' },
    })
      .png()
      .toBuffer();
    const upload = await a.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images`,
      headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const file = upload.json().files[0];
    const fromB = await b.inject({ method: 'GET', url: `/image/products/${file}` });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect((await sharp(fromB.rawPayload).metadata()).width).toBe(800);
    const smallFromB = await b.inject({ method: 'GET', url: `/image/products/w400/${file}` });
    expect((await sharp(smallFromB.rawPayload).metadata()).width).toBe(400);
  });

  it('delivers 50 queued mails exactly 50 times while both instances send', async () => {
    const subjects = Array.from({ length: 50 }, (_, i) => `Two instances, mail ${i}`);
    for (const [i, subject] of subjects.entries()) {
      const mailer = (i % 2 ? b : a).services.mailer;
      await mailer.queue({
        to: `reader${i}@example.com`,
        subject,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    await Promise.all([a.services.mailer.deliverPending(), b.services.mailer.deliverPending()]);
    // A run that found more due mail goes on; wait until both are idle.
    await Promise.all([a.services.mailer.idle(), b.services.mailer.idle()]);
    const delivered = sink.received.filter((m) => subjects.includes(m.subject));
    expect(delivered).toHaveLength(50);
    expect(new Set(delivered.map((m) => m.subject)).size).toBe(50);
  });

  it('shows a product change made through A on B at once', async () => {
    const created = await createLiveProduct(a, owner, {
      ...NEW_PRODUCT,
      title: 'Cache Check Planner',
    });
    const { id } = created.json();
    const read = async () =>
      (await b.inject({ method: 'GET', url: `/api/products/get-products/${id}` })).json().products;
    expect((await read()).price).toBe(30);
    const list = async () =>
      (await b.inject({ method: 'GET', url: '/api/products/get-products' })).json().products;
    expect((await list()).find((p: { _id: string }) => p._id === id).price).toBe(30);

    const put = await as(a, owner, 'PUT', `/api/admin/products/${id}`, {
      ...NEW_PRODUCT,
      title: 'Cache Check Planner',
      price: 42,
    });
    expect(put.statusCode).toBe(200);
    // Within the 5 s cache lifetime: only the cross-instance invalidation can make this pass.
    await expect.poll(async () => (await read()).price, { timeout: 1_000 }).toBe(42);
    expect((await list()).find((p: { _id: string }) => p._id === id).price).toBe(42);
  });

  it('refuses a token after logout on every instance (issue 17)', async () => {
    const user = await createUser(first.db, { email: `leaver.${Date.now()}@example.com` });
    const token = await loginAs(a, user.email);
    const fetchOn = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/users/fetch', headers: { 'auth-token': token } });
    expect((await fetchOn(a)).statusCode).toBe(200);
    expect((await fetchOn(b)).statusCode).toBe(200);
    // Signed out through B; both instances refuse the token from then on.
    const out = await b.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { 'auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect((await fetchOn(a)).statusCode).toBe(401);
    expect((await fetchOn(b)).statusCode).toBe(401);
  });

  it('sells exactly the stock when shoppers on both instances race for it', async () => {
    const { id } = (await createLiveProduct(a, owner, NEW_PRODUCT)).json();
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const user = await createUser(first.db, { email: `racer${i}.${Date.now()}@example.com` });
        return { 'auth-token': await loginAs(i % 2 ? b : a, user.email) };
      }),
    );
    const intents = await Promise.all(
      shoppers.map((headers, i) => createIntent(i % 2 ? b : a, headers, [{ id, quantity: 1 }])),
    );
    const held = intents.filter((r) => r.statusCode === 200);
    expect(held).toHaveLength(5);
    expect(intents.filter((r) => r.statusCode === 409)).toHaveLength(7);

    // Each shopper pays on the other instance than the one that took the order.
    await Promise.all(
      intents.map(async (res, i) => {
        if (res.statusCode !== 200) return;
        const app = i % 2 ? a : b;
        const intent = res.json();
        const payment = (await payWithSandbox(app, shoppers[i]!, intent.order_id)).json();
        const verified = await verify(app, shoppers[i]!, payment, intent.internalOrderId);
        expect(verified.statusCode).toBe(200);
      }),
    );
    const product = (
      await b.inject({ method: 'GET', url: `/api/products/get-products/${id}` })
    ).json().products;
    expect(product.countInStock).toBe(0);
    const sold = await second.db.execute(
      sql`select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id where i.product_id = ${id} and o.payment_status = 'paid'`,
    );
    expect((sold as unknown as { rows: { units: number }[] }).rows[0]!.units).toBe(5);
  });
});
