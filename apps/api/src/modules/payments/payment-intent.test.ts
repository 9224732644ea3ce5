/**
 * The payment intent's refusals: a charge the gateway could not take, a currency without a rate,
 * and a gateway that fails to open the order (its stock goes back at once).
 */
import type { Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { exchangeRates, orders, products } from '../../db/schema';
import { createIntent } from '../../test/checkout';
import { signedInUser, setPrice } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// A local Razorpay that is down: every order it is asked for fails with a 500.
let razorpay: Server;
let t: Awaited<ReturnType<typeof createTestApp>>;
let down: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  razorpay = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Service down' } }));
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  const { port } = razorpay.address() as AddressInfo;
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
  // A second app on its own database, paying through the failing Razorpay.
  down = await createTestApp({
    paymentGateway: 'razorpay',
    razorpay: {
      keyId: 'rzp_test_key',
      keySecret: 'key_secret',
      apiUrl: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await down.close();
  await new Promise((resolve) => razorpay.close(resolve));
});

const stockIn = async (app: typeof t, id: string) =>
  (await app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;

describe('payment intent refusals', () => {
  it('refuses a total under one unit of the currency, before holding any stock', async () => {
    const { headers, user } = await signedInUser(t.app, t.db);
    // Free shipping, so the goods alone make the total.
    const { shipping } = t.app.services;
    const table = await shipping.getRates();
    await shipping.saveRates(
      {
        zones: [
          {
            name: 'Pick-up',
            countries: ['India'],
            methods: [
              {
                code: 'pickup',
                name: 'Pick-up',
                priceCents: 0,
                freeOverCents: null,
                minDays: 0,
                maxDays: 0,
              },
            ],
          },
        ],
      },
      user.id,
    );
    onTestFinished(() => shipping.saveRates({ zones: table.zones }, user.id).then(() => undefined));
    const p = catalogue.find((c) => c.countInStock >= 5)!;
    await t.db
      .update(products)
      .set({
        priceCents: 50,
        salePriceCents: null,
        taxPercent: 0,
        discountPercent: 0,
      })
      .where(eq(products.id, p._id));
    await setPrice(t.db, p._id, 50);
    const before = await stockIn(t, p._id);

    const res = await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The order total is too small to pay online',
    });
    expect(await stockIn(t, p._id)).toBe(before);
  });

  it('refuses a currency the shop holds no rate for', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    await t.db.delete(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));

    const res = await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }], {
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Prices in EUR are not available right now. Please choose another currency.',
    });
  });

  it('answers 502 with a plain message when the gateway cannot open the order, and gives the held stock back', async () => {
    const { user, headers } = await signedInUser(down.app, down.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    const before = await stockIn(down, p._id);

    const res = await createIntent(down.app, headers, [{ id: p._id, quantity: 2 }]);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false });
    // The gateway's own words ('Service down') go to the log, not to the shopper.
    expect(res.json().message).toBe(
      'Failed to create Razorpay order. Please try again in a few minutes.',
    );
    expect(await stockIn(down, p._id)).toBe(before);
    const [order] = await down.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ stockHeld: false, gatewayOrderId: null });
  });
});
