import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const TOKEN = 'metrics-token-for-tests-0123';

/** The value of one sample line, e.g. `http_requests_total{...} 2`. */
function sample(
  body: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = body
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((pair) => l.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics on (local and test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    const products = (
      await t.app.inject({ method: 'GET', url: '/api/products/get-products' })
    ).json().products;
    for (const product of products.slice(0, 3))
      await t.app.inject({ method: 'GET', url: `/api/products/get-products/${product._id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/abc' });

    const body = await scrape();
    const route = { method: 'GET', route: '/api/products/get-products/:id', status_code: '200' };
    expect(sample(body, 'http_requests_total', route)).toBe(3);
    expect(sample(body, 'http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(
      sample(body, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(products[0]._id);
    expect(body).not.toContain('no-such-route');
  });

  it('reports database pool use', async () => {
    const body = await scrape();
    const total = sample(body, 'db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total!);
    expect(sample(body, 'db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('reports the mail outbox depth at scrape time', async () => {
    const queued = async () =>
      (
        await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'queued'))
      )[0]!.n;
    // Pin the outbox: without a worker or SMTP nothing is delivered during the test.
    const before = await queued();
    expect(sample(await scrape(), 'mail_outbox_queued')).toBe(before);
    await t.db.insert(mailOutbox).values(
      ['a', 'b'].map((name) => ({
        to: `${name}@example.com`,
        subject: 'Hello',
        text: 'Hello',
        html: '<p>Hello</p>',
      })),
    );
    expect(sample(await scrape(), 'mail_outbox_queued')).toBe(before + 2);
  });

  it('includes the process defaults', async () => {
    const body = await scrape();
    expect(sample(body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('nodejs_heap_size_used_bytes');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production', metrics: { enabled: true, token: TOKEN } });
  });
  afterAll(() => t.close());
  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it.each([undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`])(
    'refuses %s with 401',
    async (authorization) => {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.json()).toMatchObject({ success: false });
      expect(res.body).not.toContain('http_requests_total');
    },
  );

  it('answers the bearer of the token', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });
});

describe('metrics off (production without a token)', () => {
  it('has no /metrics route', async () => {
    const t = await createTestApp({ mode: 'production', metrics: { enabled: false } });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    await t.close();
    expect(res.statusCode).toBe(404);
  });
});
