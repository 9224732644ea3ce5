/**
 * Money paths under crashes, retries and races: each captured payment has exactly one effect,
 * whether it arrives by the browser's verification, the webhook, or both, and however often.
 * Runs on the embedded database and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import type { Product } from '@shop/shared';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../../db/schema';
import {
  capturedEvent,
  createIntent,
  payWithSandbox,
  sendWebhook,
  verify,
} from '../../test/checkout';
import { signedInUser, setStock } from '../../test/factories';
import { createFaultyTestApp } from '../../test/faulty-db';
import { RESERVATION_MS } from './service';

let t: Awaited<ReturnType<typeof createFaultyTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createFaultyTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

let next = 0;
/** A product of its own for each test, with a known stock. */
async function freshProduct(stock = 20) {
  const p = catalogue.filter((c) => c.countInStock > 0)[next++]!;
  await setStock(t.db, p._id, stock);
  return p;
}
const stockOf = (id: string) => t.app.services.payments.stockOf(id);
const adminOrder = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.headers })
  ).json().order;
const confirmations = async (orderNumber: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Order ${orderNumber} confirmed%`))
  ).length;

async function checkout(productId: string, quantity: number) {
  const shopper = await signedInUser(t.app, t.db);
  const intent = (await createIntent(t.app, shopper.headers, [{ id: productId, quantity }])).json();
  expect(intent.success).toBe(true);
  return { shopper, intent };
}

/** The order is paid once: one placed event, one confirmation, the shopper sees it once. */
async function expectPaidOnce(orderId: string, headers: Record<string, string>) {
  const order = await adminOrder(orderId);
  expect(order.paymentStatus).toBe('paid');
  expect(order.events.filter((e: { status: string }) => e.status === 'placed')).toHaveLength(1);
  expect(await confirmations(order.orderNumber)).toBe(1);
  const mine = (
    await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers })
  ).json().orders;
  expect(mine.filter((o: { _id: string }) => o._id === orderId)).toHaveLength(1);
  return order;
}

describe('a payment transaction killed midway', () => {
  it('a webhook that dies after its event is recorded is applied in full on the retry', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 2);
    expect(await stockOf(p._id)).toBe(18);
    const body = capturedEvent(intent.order_id, 'pay_crash1');

    t.faults.crashOnNext('update', orders);
    const crashed = await sendWebhook(t.app, body, 'evt_crash1');
    expect(t.faults.fired).toBe(1);
    expect(crashed.statusCode).toBe(500);
    expect((await adminOrder(intent.internalOrderId)).paymentStatus).toBe('pending');

    const retry = await sendWebhook(t.app, body, 'evt_crash1');
    expect(retry.json()).toMatchObject({ success: true, handled: true, duplicate: false });
    const again = await sendWebhook(t.app, body, 'evt_crash1');
    expect(again.json()).toMatchObject({ success: true, duplicate: true });
    const order = await expectPaidOnce(intent.internalOrderId, shopper.headers);
    expect(order.gatewayPaymentId).toBe('pay_crash1');
    expect(await stockOf(p._id)).toBe(18);
  });

  it('a late payment that dies after re-taking its expired hold takes the stock once on the retry', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 3);
    await t.app.services.payments.releaseExpiredReservations(
      new Date(Date.now() + RESERVATION_MS + 1000),
    );
    expect(await stockOf(p._id)).toBe(20);
    const body = capturedEvent(intent.order_id, 'pay_crash2');

    t.faults.crashOnNext('update', orders);
    expect((await sendWebhook(t.app, body, 'evt_crash2')).statusCode).toBe(500);
    expect(await stockOf(p._id)).toBe(20);
    expect((await sendWebhook(t.app, body, 'evt_crash2')).json().handled).toBe(true);
    await expectPaidOnce(intent.internalOrderId, shopper.headers);
    expect(await stockOf(p._id)).toBe(17);
  });

  it('a verification that dies midway can be sent again and pays the order once', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 1);
    const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();

    t.faults.crashOnNext('update', orders);
    const crashed = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
    expect(crashed.statusCode).toBe(500);
    const retry = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
    expect(retry.statusCode).toBe(200);
    await expectPaidOnce(intent.internalOrderId, shopper.headers);
    expect(await stockOf(p._id)).toBe(19);
  });
});

describe('webhook event ids', () => {
  it('an event refused as invalid does not use up its id', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 1);
    const broken = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { order_id: intent.order_id } } },
    });
    const refused = await sendWebhook(t.app, broken, 'evt_fixed_later');
    expect(refused.statusCode).toBe(400);
    const fixed = await sendWebhook(
      t.app,
      capturedEvent(intent.order_id, 'pay_fixed'),
      'evt_fixed_later',
    );
    expect(fixed.json()).toMatchObject({ success: true, handled: true });
    await expectPaidOnce(intent.internalOrderId, shopper.headers);
  });
});

describe('verification and webhooks racing', () => {
  it('one payment brought at once by two verifications and three webhook deliveries pays once', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 2);
    await t.app.services.payments.releaseExpiredReservations(
      new Date(Date.now() + RESERVATION_MS + 1000),
    );
    const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
    const id = payment.razorpay_payment_id;
    const results = await Promise.all([
      verify(t.app, shopper.headers, payment, intent.internalOrderId),
      sendWebhook(t.app, capturedEvent(intent.order_id, id), `evt_race_${id}`),
      sendWebhook(t.app, capturedEvent(intent.order_id, id, 'order.paid'), `evt_race2_${id}`),
      verify(t.app, shopper.headers, payment, intent.internalOrderId),
      sendWebhook(t.app, capturedEvent(intent.order_id, id), `evt_race_${id}`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const deliveries = [results[1]!, results[4]!].map((r) => r.json().duplicate);
    expect(deliveries.sort()).toEqual([false, true]);
    const order = await expectPaidOnce(intent.internalOrderId, shopper.headers);
    expect(order.refundReason).toBeNull();
    expect(order.gatewayPaymentId).toBe(id);
    expect(await stockOf(p._id)).toBe(18);
  });

  it('a second captured payment for a paid order is recorded and flagged for refund, once', async () => {
    const p = await freshProduct();
    const { shopper, intent } = await checkout(p._id, 1);
    const first = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
    const second = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
    expect((await verify(t.app, shopper.headers, first, intent.internalOrderId)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 2; i++) {
      const res = await verify(t.app, shopper.headers, second, intent.internalOrderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().orderNumber).toEqual(expect.any(String));
    }
    const third = capturedEvent(intent.order_id, 'pay_third');
    expect((await sendWebhook(t.app, third, 'evt_third')).json().handled).toBe(true);

    const order = await expectPaidOnce(intent.internalOrderId, shopper.headers);
    expect(order.gatewayPaymentId).toBe(first.razorpay_payment_id);
    expect(order.refundReason).toContain(second.razorpay_payment_id);
    const flagged = order.events.filter((e: { status: string }) => e.status === 'refund_due');
    expect(flagged.map((e: { note: string }) => e.note)).toEqual([
      expect.stringContaining(second.razorpay_payment_id),
      expect.stringContaining('pay_third'),
    ]);
    const recorded = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, intent.internalOrderId))
      .orderBy(asc(payments.createdAt));
    expect(recorded).toEqual([
      expect.objectContaining({ gatewayPaymentId: first.razorpay_payment_id, status: 'captured' }),
      expect.objectContaining({
        gatewayPaymentId: second.razorpay_payment_id,
        status: 'refund_due',
      }),
      expect.objectContaining({ gatewayPaymentId: 'pay_third', status: 'refund_due' }),
    ]);
    expect(await stockOf(p._id)).toBe(19);
  });
});
