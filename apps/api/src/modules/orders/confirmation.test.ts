import { deliveryWindow } from '@shop/shared';
/**
 * GET /api/orders/by-number/:orderNumber: the confirmation page's order, for its owner only. Another
 * shopper gets the same 404 as a number that does not exist, so numbers cannot be probed.
 */
import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, SHIPPING } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

const url = (orderNumber: string) => `/api/orders/by-number/${orderNumber}`;

describe('GET /api/orders/by-number/:orderNumber', () => {
  it("answers the owner's paid order with lines, charged total, address, payment and estimate", async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    const { orderNumber } = await buy(t.app, headers, [{ id: p._id, quantity: 2 }]);

    const res = await t.app.inject({ method: 'GET', url: url(orderNumber), headers });
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({
      orderNumber,
      paymentStatus: 'paid',
      currency: 'INR',
      paymentMethod: expect.any(String),
      shippingAddress: {
        name: `${SHIPPING.firstName} ${SHIPPING.lastName}`,
        address: SHIPPING.address,
        city: SHIPPING.city,
        country: 'India',
      },
    });
    const variant = p.variants![0]!;
    expect(order.lines).toEqual([
      expect.objectContaining({
        id: p._id,
        quantity: 2,
        linePrice: order.lines[0].unitPrice * 2,
        // The variant bought, as sold (record 038): the receipt names it.
        variantId: variant._id,
        sku: variant.sku,
        options: variant.options,
      }),
    ]);
    expect(order.amountMinor).toBeGreaterThan(0);
    expect(order.charged).toEqual({ amount: order.amountMinor / 100, currency: 'INR' });
    // Until the shop sets a date: the window of the method charged (India's Standard, 5-7
    // business days after 1-2 business days of packing), counted from payment.
    expect(order.shippingMethod).toBe('Standard');
    const window = deliveryWindow(
      { minDays: 5, maxDays: 7, businessDays: true },
      new Date(order.createdDate),
    );
    const sameDay = (a: string, b: Date) => Math.abs(Date.parse(a) - b.getTime()) < 86_400_000;
    expect(sameDay(order.estimatedDate, window.latest)).toBe(true);
    expect(sameDay(order.earliestDate, window.earliest)).toBe(true);
  });

  it('finds the order whatever the case of the number the shopper typed', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    const { orderNumber } = await buy(t.app, headers, [{ id: p._id, quantity: 1 }]);
    const res = await t.app.inject({ method: 'GET', url: url(orderNumber.toLowerCase()), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.orderNumber).toBe(orderNumber);
  });

  it('answers 404 to another shopper, like a number that does not exist', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    const { orderNumber } = await buy(t.app, owner.headers, [{ id: p._id, quantity: 1 }]);

    const theirs = await t.app.inject({
      method: 'GET',
      url: url(orderNumber),
      headers: other.headers,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: url('MM-000000-NOSUCH'),
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject({ success: false, message: 'Order not found' });
  });

  it('is not found signed out, unless the order token opens it (a guest, issue 27)', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.countInStock >= 5 && c.price >= 5)!;
    const { orderNumber } = await buy(t.app, headers, [{ id: p._id, quantity: 1 }]);
    const res = await t.app.inject({ method: 'GET', url: url(orderNumber) });
    expect(res.statusCode).toBe(404);
    const forged = await t.app.inject({ method: 'GET', url: `${url(orderNumber)}?token=c.forged` });
    expect(forged.statusCode).toBe(404);
  });
});
