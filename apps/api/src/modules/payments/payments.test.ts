import {
  computeInclusiveTotals,
  effectivePrice,
  roundUpPrice,
  shopRateTo,
  toMinor,
  type Product,
  variantLabel,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import type { SandboxGateway } from '../../integrations/payments/sandbox';
import { buy, createIntent, payWithSandbox, verify } from '../../test/checkout';
import { setStock as setStockOf, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { RESERVATION_MS } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

const inStock = (n = 0) => catalogue.filter((p) => p.countInStock >= 10)[n]!;
const setStock = (id: string, stock: number) => setStockOf(t.db, id, stock);
const stockOf = (id: string) => t.app.services.payments.stockOf(id);
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('payment intent', () => {
  it('charges what the server computes, whatever amount or price the client sends', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const a = inStock(0);
    const b = inStock(1);
    const res = await createIntent(
      t.app,
      headers,
      [{ id: a._id, quantity: 2, price: 0.01 } as never, { id: b._id, quantity: 1 }],
      { amount: 1 },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Rupee prices, GST inside: the lines at the products' own prices, plus the shipping charged.
    const lines = [a, b].map((p, i) => ({
      unitMinor: toMinor(effectivePrice(p)),
      quantity: i === 0 ? 2 : 1,
      taxPercent: p.taxPercent,
    }));
    const order = await orderRow(body.internalOrderId);
    const expected = computeInclusiveTotals(lines, order.shippingCents, true);
    expect(body).toMatchObject({
      success: true,
      currency: 'INR',
      gateway: 'sandbox',
      key: 'rzp_test_sandbox',
      amount: expected.total,
    });
    expect(body.order_id).toMatch(/^order_/);
    expect(order).toMatchObject({
      pricing: 'inclusive',
      totalCents: expected.total,
      taxCents: expected.tax,
      amountMinor: body.amount,
      currency: 'INR',
      paymentStatus: 'pending',
      stockHeld: true,
    });
  });

  it('prices another currency by the server: converted and rounded up by its rule, and refuses unknown currencies', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(2);
    const usd = (
      await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }], { currency: 'USD' })
    ).json();
    const order = await orderRow(usd.internalOrderId);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const context = await t.app.services.currency.priceContext();
    expect(item!.unitPriceCents).toBe(
      roundUpPrice(toMinor(effectivePrice(p)) * shopRateTo(context, 'USD'), '0.99'),
    );
    expect(item!.unitPriceCents % 100).toBe(99);
    expect(usd.amount).toBe(item!.unitPriceCents + order.shippingCents);
    expect(order.shopRate).toBeCloseTo(shopRateTo(context, 'USD'), 10);
    expect(
      (await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }], { currency: 'JPY' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses unknown and out-of-stock lines with 409 naming the line, and holds nothing', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(3);
    await setStock(p._id, 1);
    const short = await createIntent(t.app, headers, [{ id: p._id, quantity: 2 }]);
    expect(short.statusCode).toBe(409);
    // The line names the variant it bought: the first, where setStock put the stock.
    const label = variantLabel(p.variants![0]!.options, p.options);
    expect(short.json().message).toBe(`Only 1 of "${p.title} (${label})" left in stock.`);
    const unknown = await createIntent(t.app, headers, [
      { id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(409);
    expect(await stockOf(p._id)).toBe(1);
  });

  it('needs a valid shipping form, signed in or not (a guest checks out, issue 27)', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payment-intent',
      payload: {
        currency: 'INR',
        receipt_email: 'a@b.co',
        orderItems: [{ id: inStock()._id, quantity: 1 }],
        shipping: { firstName: '' },
      },
    });
    expect(guest.statusCode).toBe(400);
    const { headers } = await signedInUser(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payment-intent',
      headers,
      payload: {
        currency: 'INR',
        receipt_email: 'a@b.co',
        orderItems: [{ id: inStock()._id, quantity: 1 }],
        shipping: { firstName: '' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['shipping.firstName']).toBe('First name is required');
  });
});

describe('verification', () => {
  it('marks the order paid once: verifying twice takes the stock once', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(4);
    const before = await stockOf(p._id);
    const intent = (await createIntent(t.app, headers, [{ id: p._id, quantity: 2 }])).json();
    const payment = (await payWithSandbox(t.app, headers, intent.order_id)).json();
    const first = await verify(t.app, headers, payment, intent.internalOrderId);
    const second = await verify(t.app, headers, payment, intent.internalOrderId);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      success: true,
      orderId: intent.internalOrderId,
      order_id: intent.order_id,
    });
    expect(await stockOf(p._id)).toBe(before - 2);
    expect((await orderRow(intent.internalOrderId)).paymentStatus).toBe('paid');
  });

  it('rejects a forged signature, a foreign order and a wrong gateway order id, leaving the order pending', async () => {
    const owner = await signedInUser(t.app, t.db);
    const stranger = await signedInUser(t.app, t.db);
    const intent = (
      await createIntent(t.app, owner.headers, [{ id: inStock(5)._id, quantity: 1 }])
    ).json();
    const payment = (await payWithSandbox(t.app, owner.headers, intent.order_id)).json();
    const forged = await verify(
      t.app,
      owner.headers,
      { ...payment, razorpay_signature: 'f'.repeat(64) },
      intent.internalOrderId,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, error: 'Payment signature is invalid' });
    expect(
      (await verify(t.app, stranger.headers, payment, intent.internalOrderId)).statusCode,
    ).toBe(404);
    const other = (
      await createIntent(t.app, stranger.headers, [{ id: inStock(6)._id, quantity: 1 }])
    ).json();
    expect(
      (
        await verify(
          t.app,
          owner.headers,
          { ...payment, razorpay_order_id: other.order_id },
          intent.internalOrderId,
        )
      ).statusCode,
    ).toBe(400);
    expect((await orderRow(intent.internalOrderId)).paymentStatus).toBe('pending');
  });

  it('declines the sandbox decline card with 402', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const intent = (
      await createIntent(t.app, headers, [{ id: inStock(7)._id, quantity: 1 }])
    ).json();
    const res = await payWithSandbox(t.app, headers, intent.order_id, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/declined/);
    const upi = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers,
      payload: { order_id: intent.order_id, method: 'upi', vpa: 'failure@razorpay' },
    });
    expect(upi.statusCode).toBe(402);
  });
  it("pays only the signed-in shopper's own order in the sandbox window", async () => {
    const owner = await signedInUser(t.app, t.db);
    const intent = (
      await createIntent(t.app, owner.headers, [{ id: inStock(8)._id, quantity: 1 }])
    ).json();
    const stranger = await signedInUser(t.app, t.db);
    const res = await payWithSandbox(t.app, stranger.headers, intent.order_id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await payWithSandbox(t.app, owner.headers, intent.order_id)).statusCode).toBe(200);
  });
});

describe('webhook', () => {
  const sandbox = () => t.app.services.payments.gateway as SandboxGateway;
  const send = (body: string, signature: string, eventId = 'evt_1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });

  it('rejects a bad signature and changes nothing', async () => {
    const res = await send('{"event":"payment.captured"}', 'bad');
    expect(res.statusCode).toBe(400);
  });

  it('marks a paid order from payment.captured once, even when replayed', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(8);
    const intent = (await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }])).json();
    const stockAfterHold = await stockOf(p._id);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_hook1', order_id: intent.order_id, status: 'captured' } },
      },
    });
    const first = await send(body, sandbox().signWebhook(body), 'evt_hook1');
    expect(first.json()).toMatchObject({ success: true, handled: true });
    const replay = await send(body, sandbox().signWebhook(body), 'evt_hook1');
    expect(replay.json()).toMatchObject({ success: true, duplicate: true });
    expect((await orderRow(intent.internalOrderId)).paymentStatus).toBe('paid');
    expect(await stockOf(p._id)).toBe(stockAfterHold);
  });
});

describe('reservations', () => {
  it('give stock back after 15 minutes, and a late payment takes it again', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(9);
    const before = await stockOf(p._id);
    const intent = (await createIntent(t.app, headers, [{ id: p._id, quantity: 3 }])).json();
    expect(await stockOf(p._id)).toBe(before - 3);
    expect(
      await t.app.services.payments.releaseExpiredReservations(
        new Date(Date.now() + RESERVATION_MS - 60_000),
      ),
    ).toBe(0);
    expect(
      await t.app.services.payments.releaseExpiredReservations(
        new Date(Date.now() + RESERVATION_MS + 1000),
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p._id)).toBe(before);
    const payment = (await payWithSandbox(t.app, headers, intent.order_id)).json();
    expect((await verify(t.app, headers, payment, intent.internalOrderId)).statusCode).toBe(200);
    expect(await stockOf(p._id)).toBe(before - 3);
  });

  it('flag a late payment for refund when the stock sold out meanwhile', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = inStock(10);
    await setStock(p._id, 1);
    const intent = (await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }])).json();
    await t.app.services.payments.releaseExpiredReservations(
      new Date(Date.now() + RESERVATION_MS + 1000),
    );
    await setStock(p._id, 0);
    const payment = (await payWithSandbox(t.app, headers, intent.order_id)).json();
    await verify(t.app, headers, payment, intent.internalOrderId);
    expect(await orderRow(intent.internalOrderId)).toMatchObject({
      paymentStatus: 'refund_due',
      status: 'cancelled',
    });
    expect(await stockOf(p._id)).toBe(0);
  });
});

describe('20 shoppers racing for the last 3 units', () => {
  it('ends with exactly 3 paid orders and stock 0', async () => {
    const p = inStock(11);
    await setStock(p._id, 3);
    const shoppers: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await signedInUser(t.app, t.db));
    const intents = await Promise.all(
      shoppers.map((s) => createIntent(t.app, s.headers, [{ id: p._id, quantity: 1 }])),
    );
    const won = intents
      .map((res, i) => ({ res, shopper: shoppers[i]! }))
      .filter(({ res }) => res.statusCode === 200);
    expect(intents.filter((r) => r.statusCode === 409)).toHaveLength(17);
    await Promise.all(
      won.map(async ({ res, shopper }) => {
        const payment = (await payWithSandbox(t.app, shopper.headers, res.json().order_id)).json();
        expect(
          (await verify(t.app, shopper.headers, payment, res.json().internalOrderId)).statusCode,
        ).toBe(200);
      }),
    );
    const paid = await t.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'));
    expect(paid.filter((o) => won.some((w) => w.res.json().internalOrderId === o.id))).toHaveLength(
      3,
    );
    expect(await stockOf(p._id)).toBe(0);
  }, 60_000);
});

describe('orders and purchase status', () => {
  it('shows a shopper only their own paid orders, tracking and purchases', async () => {
    const me = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const p = inStock(12);
    const status = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/products/purchase-status/${p._id}`,
          headers,
        })
      ).json().success;
    expect(await status(me.headers)).toBe(false);
    await createIntent(t.app, me.headers, [{ id: p._id, quantity: 1 }]);
    expect(await status(me.headers)).toBe(false);
    const { orderNumber } = await buy(t.app, me.headers, [{ id: p._id, quantity: 1 }]);
    expect(await status(me.headers)).toBe(true);
    expect(await status(other.headers)).toBe(false);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers: me.headers })
    ).json();
    expect(mine.orders).toHaveLength(1);
    expect(mine.orders[0]).toMatchObject({
      orderNumber,
      status: 'pending',
      orderItems: [{ id: p._id, title: p.title, quantity: 1 }],
      paymentMethod: 'Razorpay',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/products/my-orders',
          headers: other.headers,
        })
      ).json().orders,
    ).toEqual([]);

    const track = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/my-orders/${orderNumber}`,
        headers: me.headers,
      })
    ).json().track;
    expect(track.orderNumber).toBe(orderNumber);
    expect(track.status.Placed).toEqual(expect.any(String));
    expect(track.status.Shipped).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/my-orders/${orderNumber}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
