/**
 * The conversion funnel (issue 30, records 063 and 064): the owner's daily counts equal the events
 * the storefront sent; the server records the paid step itself, attributed to the payment's start;
 * bad batches are 400s (never 500s); days are the shop's, and a rollup run twice changes nothing.
 */
import { EVENT_MESSAGES, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsDaily, analyticsDailyProducts, analyticsEvents } from '../../db/schema/analytics';
import { buyAsGuest } from '../../test/checkout';
import { confirmCod, confirmTokenFor, placeCod } from '../../test/cod';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { rollupDay, rollupRecent } from './rollup';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let journal: Product;
let origin: string;
const VISITOR = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(t.config.publicUrl).origin;
  owner = (await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' })).headers;
  journal = (
    await t.app.inject({ url: '/api/products/get-products/dot-grid-bullet-journal-a5' })
  ).json().products;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
  await t.db.delete(analyticsDaily);
  await t.db.delete(analyticsDailyProducts);
});

let address = 0;
/** Each batch from its own address: the route's rate limit is not what these tests are about. */
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { origin, ...headers },
    remoteAddress: `10.30.${Math.floor(++address / 250)}.${address % 250}`,
    ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
  });

const event = (kind: string, extra: object = {}) => ({
  kind,
  path: '/',
  device: 'desktop',
  ...extra,
});
const funnel = (query = '') => t.app.inject({ url: `/api/admin/funnel${query}`, headers: owner });
const stepCounts = (steps: { kind: string; count: number }[]) =>
  Object.fromEntries(steps.map((s) => [s.kind, s.count]));

describe('POST /api/events and the funnel', () => {
  it("counts exactly the events sent, by step, device and source, and the server's paid step", async () => {
    const phone = { device: 'phone', utmSource: 'Instagram', utmMedium: 'social' };
    const productId = journal._id;
    const batches = [
      [event('visit'), event('page_view'), event('visit', phone), event('page_view', phone)],
      [
        event('product_view', { ...phone, productId, path: `/products/${productId}` }),
        event('product_view', { productId, referrerHost: 'www.google.com' }),
        event('add_to_cart', { ...phone, productId }),
      ],
      [event('checkout_started', { ...phone, path: '/checkout' })],
    ];
    for (const events of batches) {
      const res = await send({ events });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, accepted: events.length });
    }
    // A beacon's body: JSON as text/plain, with the visitor's first-party cookie.
    const variant = journal.variants!.find((v) => v.countInStock > 0)!;
    const order = await buyAsGuest(t.app, 'funnel-guest@example.com', [
      { id: productId, variantId: variant._id, quantity: 1 },
    ]);
    const beacon = await send(
      JSON.stringify({
        events: [event('payment_started', { ...phone, orderId: order.internalOrderId })],
      }),
      { 'content-type': 'text/plain;charset=UTF-8', cookie: `mm_vid=${VISITOR}` },
    );
    expect(beacon.statusCode).toBe(200);
    // The paid step was the server's, recorded after the payment committed.
    await vi.waitFor(async () => {
      const paid = await t.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.kind, 'paid'));
      expect(paid).toHaveLength(1);
    });

    const res = await funnel();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(stepCounts(body.steps)).toEqual({
      visit: 2,
      product_view: 2,
      add_to_cart: 1,
      checkout_started: 1,
      payment_started: 1,
      paid: 1,
    });
    expect(body.steps[1].rate).toBe(1);
    expect(body.steps[2].rate).toBe(0.5);
    expect(body.steps[0].rate).toBeNull();
    const byDevice = Object.fromEntries(
      body.byDevice.map((d: { device: string; steps: [] }) => [d.device, stepCounts(d.steps)]),
    );
    // Paid takes the device and source of the payment's start (the payment was on the phone).
    expect(byDevice.phone).toEqual({
      visit: 1,
      product_view: 1,
      add_to_cart: 1,
      checkout_started: 1,
      payment_started: 1,
      paid: 1,
    });
    expect(byDevice.desktop).toMatchObject({ visit: 1, product_view: 1, paid: 0 });
    const sources = body.bySource.map((s: { source: string }) => s.source);
    expect(sources).toEqual(expect.arrayContaining(['instagram', 'www.google.com', 'Direct']));
    expect(body.topProducts[0]).toMatchObject({
      productId,
      title: journal.title,
      views: 2,
      purchases: 1,
      rate: 0.5,
    });
    expect(body.knownVisitors).toBe(0);
    // The cookie's visitor id is kept; no address, no user agent anywhere in the row.
    const [started] = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'payment_started'));
    expect(started!.visitorId).toBe(VISITOR);
    expect(Object.keys(started!)).not.toContain('ip');
  });

  it('counts a cash-on-delivery order as paid when the owner records the cash collected', async () => {
    const variant = journal.variants!.find((v) => v.countInStock > 0)!;
    const email = 'funnel-cod@example.com';
    const placed = await placeCod(
      t.app,
      [{ id: journal._id, variantId: variant._id, quantity: 1 }],
      {
        email,
        shipping: { number: '+91 93333 30063' },
      },
    );
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json();
    const whatsapp = { device: 'phone', referrerHost: 'web.whatsapp.com', orderId };
    expect((await send({ events: [event('payment_started', whatsapp)] })).statusCode).toBe(200);
    await confirmCod(t.app, await confirmTokenFor(t.db, email));
    const owners = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: owner, ...(payload && { payload }) });
    const status = (s: string, extra: object = {}) =>
      owners(`/api/admin/orders/${orderId}/status`, { status: s, ...extra });
    expect((await status('processing')).statusCode).toBe(200);
    const shipped = await status('shipped', {
      trackingNumber: 'EK123456789IN',
      estimatedDelivery: '2026-12-05',
    });
    expect(shipped.statusCode).toBe(200);
    const stepsNow = async () => stepCounts((await funnel()).json().steps);
    expect(await stepsNow()).toMatchObject({ payment_started: 1, paid: 0 });
    expect((await owners(`/api/admin/orders/${orderId}/cod/collected`)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await stepsNow()).toMatchObject({ paid: 1 }));
    const body = (await funnel()).json();
    const whatsappRow = body.bySource.find(
      (s: { source: string }) => s.source === 'web.whatsapp.com',
    );
    expect(stepCounts(whatsappRow.steps)).toMatchObject({ payment_started: 1, paid: 1 });
  });

  it('answers malformed or oversized batches with a 400 and a clear message, never a 500', async () => {
    const tooMany = { events: Array.from({ length: 51 }, () => event('page_view')) };
    const big = JSON.stringify({
      events: [event('page_view', { path: `/${'a'.repeat(17_000)}` })],
    });
    const cases: [unknown, string?][] = [
      ['not json at all', EVENT_MESSAGES.notJson],
      [tooMany, EVENT_MESSAGES.tooMany],
      [big, EVENT_MESSAGES.tooLarge],
      [{ events: [] }],
      [{ events: 'x' }],
      [{}],
      [{ events: [event('paid')] }],
      [{ events: [event('page_view', { device: 'fridge' })] }],
      [JSON.stringify({ events: [event('page_view', { path: '/\u0000' })] })],
      [{ events: [event('page_view', { ip: '1.2.3.4' })] }],
      [{ events: [event('product_view', { productId: "1' or 1=1" })] }],
      [{ events: [null] }],
    ];
    for (const [payload, message] of cases) {
      const res = await send(
        payload,
        typeof payload === 'string' ? { 'content-type': 'text/plain' } : {},
      );
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('keeps only the path of a page and the host of a referrer', async () => {
    const res = await send({
      events: [
        event('page_view', { path: '/checkout?email=a@b.c#top', referrerHost: 'WWW.Bing.com' }),
        event('page_view', { path: 'javascript:alert(1)', referrerHost: 'http://evil/?q=1' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    await t.app.services.analytics.refresh();
    const rows = await t.db
      .select({ path: analyticsEvents.path, host: analyticsEvents.referrerHost })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.id);
    expect(rows).toEqual([
      { path: '/checkout', host: 'www.bing.com' },
      { path: '/', host: '' },
    ]);
  });

  it('refuses another site, and keeps the funnel to the owner', async () => {
    const res = await send({ events: [event('visit')] }, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/funnel' })).statusCode).toBe(401);
    expect((await funnel('?from=2026-13-01')).statusCode).toBe(400);
    expect((await funnel('?from=2026-02-31&to=2026-03-01')).statusCode).toBe(400);
    expect((await funnel('?from=2026-03-02&to=2026-03-01')).json().message).toBe(
      EVENT_MESSAGES.badPeriod,
    );
    expect((await funnel('?from=2010-01-01&to=2026-03-01')).json().message).toBe(
      EVENT_MESSAGES.badPeriod,
    );
  });
});

it('counts dropped events on /metrics', async () => {
  const metrics = await t.app.inject({ url: '/metrics' });
  expect(metrics.statusCode).toBe(200);
  expect(metrics.body).toMatch(/^analytics_events_dropped_total 0$/m);
});

describe('the daily rollup', () => {
  const zone = 'Asia/Kolkata';
  const at = (iso: string, kind = 'visit') => ({ at: new Date(iso), kind, device: 'phone' });

  it("puts each event on its shop day (India's midnight is 18:30 UTC), however often it runs", async () => {
    await t.db
      .insert(analyticsEvents)
      .values([
        at('2026-03-10T18:29:59.999Z'),
        at('2026-03-10T18:30:00.000Z'),
        at('2026-03-11T18:29:00.000Z'),
        at('2026-03-11T18:31:00.000Z', 'paid'),
      ]);
    for (let run = 0; run < 2; run++) {
      await Promise.all(
        ['2026-03-10', '2026-03-11', '2026-03-12'].map((day) => rollupDay(t.db, day, zone)),
      );
    }
    const rows = await t.db
      .select({ day: analyticsDaily.day, kind: analyticsDaily.kind, events: analyticsDaily.events })
      .from(analyticsDaily)
      .orderBy(analyticsDaily.day);
    expect(rows).toEqual([
      { day: '2026-03-10', kind: 'visit', events: 1 },
      { day: '2026-03-11', kind: 'visit', events: 2 },
      { day: '2026-03-12', kind: 'paid', events: 1 },
    ]);
    const one = await funnel('?from=2026-03-11&to=2026-03-11');
    expect(stepCounts(one.json().steps)).toMatchObject({ visit: 2, paid: 0 });
  });

  it('forgets raw events after 90 days and keeps their daily counts', async () => {
    const now = new Date('2026-06-10T06:00:00Z');
    await t.db
      .insert(analyticsEvents)
      .values([at('2026-03-11T06:00:00Z'), at('2026-06-09T06:00:00Z')]);
    await rollupDay(t.db, '2026-03-11', zone);
    await rollupRecent(t.db, zone, now);
    const raw = await t.db.select({ at: analyticsEvents.at }).from(analyticsEvents);
    expect(raw.map((r) => r.at.toISOString())).toEqual(['2026-06-09T06:00:00.000Z']);
    const days = await t.db.select({ day: analyticsDaily.day }).from(analyticsDaily);
    expect(days.map((d) => d.day).sort()).toEqual(['2026-03-11', '2026-06-09']);
  });
});
