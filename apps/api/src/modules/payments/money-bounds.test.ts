/** The largest order the shop allows, in the currency with the highest rate, fits every column. */
import {
  CART_LINE_MAX,
  CHECKOUT_UNITS_MAX,
  computeCartTotals,
  CURRENCY_CODES,
  PRICE_MAX,
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

const TAX_MAX = 28;
const priciest = {
  title: 'Gold Leaf Planner',
  description: 'The most expensive planner the back office lets anyone list.',
  category: 'planners',
  price: PRICE_MAX,
  salePrice: null,
  countInStock: CART_LINE_MAX,
  taxPercent: TAX_MAX,
  discountPercent: 0,
  shippingCost: PRICE_MAX,
};
const createProduct = (body: object) => createLiveProduct(t.app, admin.headers, body);

describe('money bounds', () => {
  it('the back office refuses prices, shipping and tax above the caps', async () => {
    expect((await createProduct({ ...priciest, price: PRICE_MAX + 0.01 })).statusCode).toBe(400);
    expect((await createProduct({ ...priciest, shippingCost: PRICE_MAX + 1 })).statusCode).toBe(
      400,
    );
    expect((await createProduct({ ...priciest, taxPercent: TAX_MAX + 1 })).statusCode).toBe(400);
  });

  it('the most expensive possible order, in the highest-rate currency, is created and paid', async () => {
    const rates = (await t.app.inject({ method: 'GET', url: '/api/currency/rates' })).json().rates;
    const currency = [...CURRENCY_CODES].sort((a, b) => (rates[b] ?? 1) - (rates[a] ?? 1))[0]!;
    const ids: string[] = [];
    for (let i = 0; i < CHECKOUT_UNITS_MAX / CART_LINE_MAX; i++) {
      const res = await createProduct({ ...priciest, title: `${priciest.title} ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const lines = ids.map((id) => ({ id, quantity: CART_LINE_MAX }));
    const totalCents = computeCartTotals(lines.map((l) => ({ ...priciest, quantity: l.quantity })))
      .cents.total;
    const expected = Math.round(totalCents * rates[currency]);
    // The point of the test: this amount does not fit a 32-bit column.
    expect(expected).toBeGreaterThan(2 ** 31);

    const { headers } = await signedInUser(t.app, t.db);
    const intent = await createIntent(t.app, headers, lines, { currency });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ amount: expected, currency });
    const payment = (await payWithSandbox(t.app, headers, intent.json().order_id)).json();
    const paid = await verify(t.app, headers, payment, intent.json().internalOrderId);
    expect(paid.statusCode).toBe(200);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers })
    ).json().orders;
    expect(mine[0]).toMatchObject({
      totalPrice: totalCents / 100,
      charged: { amount: expected / 100, currency },
      paymentStatus: 'paid',
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboard.statusCode).toBe(200);
  });
});
