/**
 * The largest order the shop allows fits every column. Orders are priced GST-inclusive in the
 * currency charged (record 036), and the shop currency (INR) has the most units per rupee of
 * price: every other currency has fewer, so the largest amount is the one charged in rupees.
 */
import {
  CART_LINE_MAX,
  CHECKOUT_UNITS_MAX,
  computeInclusiveTotals,
  CURRENCY_CODES,
  PRICE_MAX,
  toMinor,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { createLiveProduct, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
});
afterAll(() => t.close());

/** 4820 (diaries and planners) is charged 18%, the highest rate the seeded codes carry. */
const HSN = '4820';
const priciest = {
  title: 'Gold Leaf Planner',
  description: 'The most expensive planner the back office lets anyone list.',
  category: 'planners',
  price: PRICE_MAX,
  salePrice: null,
  countInStock: CART_LINE_MAX,
  hsnCode: HSN,
  shippingCost: PRICE_MAX,
};
const createProduct = (body: object) => createLiveProduct(t.app, admin.headers, body);

describe('money bounds', () => {
  it('the back office refuses prices and shipping above the rupee cap', async () => {
    expect((await createProduct({ ...priciest, price: PRICE_MAX + 0.01 })).statusCode).toBe(400);
    expect((await createProduct({ ...priciest, shippingCost: PRICE_MAX + 1 })).statusCode).toBe(
      400,
    );
  });

  it('every other currency has fewer units per rupee, so rupees carry the largest amount', async () => {
    const { rates, shopCurrency } = (
      await t.app.inject({ method: 'GET', url: '/api/currency/rates' })
    ).json();
    expect(shopCurrency).toBe('INR');
    for (const code of CURRENCY_CODES)
      if (code !== shopCurrency && rates[code]) expect(rates[code]).toBeLessThan(rates.INR);
  });

  it('the most expensive possible order, charged in rupees, is created and paid', async () => {
    const gst = (
      await t.app.inject({ method: 'GET', url: '/api/admin/gst-rates', headers: admin.headers })
    )
      .json()
      .rates.find((r: { hsnCode: string }) => r.hsnCode === HSN).ratePercent;
    const ids: string[] = [];
    for (let i = 0; i < CHECKOUT_UNITS_MAX / CART_LINE_MAX; i++) {
      const res = await createProduct({ ...priciest, title: `${priciest.title} ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const lines = ids.map((id) => ({ id, quantity: CART_LINE_MAX }));
    const priced = lines.map((l) => ({
      unitMinor: toMinor(PRICE_MAX),
      quantity: l.quantity,
      taxPercent: gst,
    }));
    // Goods alone: shipping is free far below this (and at most PRICE_MAX more if it were not).
    const goods = computeInclusiveTotals(priced, 0, true);
    // The point of the test: this amount does not fit a 32-bit column.
    expect(goods.total).toBeGreaterThan(2 ** 31);

    const { headers } = await signedInUser(t.app, t.db);
    const intent = await createIntent(t.app, headers, lines, { currency: 'INR' });
    expect(intent.statusCode).toBe(200);
    const amount: number = intent.json().amount;
    expect(amount - goods.total).toBeGreaterThanOrEqual(0);
    expect(amount - goods.total).toBeLessThanOrEqual(toMinor(PRICE_MAX));
    expect(intent.json()).toMatchObject({ currency: 'INR' });
    const payment = (await payWithSandbox(t.app, headers, intent.json().order_id)).json();
    const paid = await verify(t.app, headers, payment, intent.json().internalOrderId);
    expect(paid.statusCode).toBe(200);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers })
    ).json().orders;
    expect(mine[0]).toMatchObject({
      totalPrice: amount / 100,
      charged: { amount: amount / 100, currency: 'INR' },
      paymentStatus: 'paid',
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().totals.revenue).toBeGreaterThanOrEqual(amount / 100);
  });
});
