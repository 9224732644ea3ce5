/**
 * Refunds through the gateway (issue 14): never more than was captured, a retried request or a
 * replayed webhook has one effect, a crash between recording and asking is resumed with the same
 * key, and a customer's cancellation gives the money and the stock back once. Runs on the
 * embedded database and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import { fromMinor, toMinor, type Product } from '@shop/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, refunds } from '../../db/schema';
import { GatewayError, type PaymentGateway } from '../../integrations/payments/gateway';
import { buy, sendWebhook } from '../../test/checkout';
import { signedInUser, setStock } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let catalogue: Product[];
let gateway: PaymentGateway;
let realRefund: PaymentGateway['refund'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
  gateway = t.app.services.payments.gateway;
  realRefund = gateway.refund;
});
afterEach(() => {
  (gateway as { refund: PaymentGateway['refund'] }).refund = realRefund;
});
afterAll(() => t.close());

let next = 0;
async function paidOrder(quantity = 1, stock = 10) {
  const p = catalogue.filter((c) => c.countInStock > 0)[next++]!;
  await setStock(t.db, p._id, stock);
  const shopper = await signedInUser(t.app, t.db);
  const bought = await buy(t.app, shopper.headers, [{ id: p._id, quantity }]);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, bought.orderNumber));
  return { product: p, shopper, order: order! };
}

const refund = (orderId: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...admin.headers, ...(key && { 'idempotency-key': key }) },
    payload: body,
  });
const listed = async (orderId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
    })
  ).json();
const mailsAbout = async (orderNumber: string, subject: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Order ${orderNumber}: %${subject}%`))
  ).length;
const stockOf = (id: string) => t.app.services.payments.stockOf(id);

describe('the owner refunds through the gateway', () => {
  it('refunds part, then the rest, and never more than was captured', async () => {
    const { order } = await paidOrder(2);
    const total = fromMinor(order.amountMinor);

    const first = await refund(order.id, {
      amountMinor: 100,
      currency: 'INR',
      reason: 'Bent corner',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().refund).toMatchObject({
      amount: 1,
      currency: order.currency,
      status: 'processed',
      reason: 'Bent corner',
    });
    expect(first.json().refund.gatewayRefundId).toMatch(/^rfnd_/);

    const tooMuch = await refund(order.id, {
      amountMinor: order.amountMinor,
      currency: 'INR',
      reason: 'Everything',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^At most .* can still be refunded on this payment$/);

    const rest = await refund(order.id, {
      amountMinor: order.amountMinor - 100,
      currency: 'INR',
      reason: 'Rest',
    });
    expect(rest.statusCode).toBe(201);
    const after = await listed(order.id);
    expect(after).toMatchObject({ captured: total, refunded: total, currency: order.currency });
    expect(after.refunds).toHaveLength(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('refunded');

    const again = await refund(order.id, { amountMinor: 1, currency: 'INR', reason: 'One more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has been refunded in full');
    expect(await mailsAbout(order.orderNumber, 'refunded')).toBe(2);
  });

  it('refuses amounts that are not money and orders that are not its own to refund', async () => {
    const { order } = await paidOrder();
    for (const body of [
      { amountMinor: 0, currency: 'INR', reason: 'x' },
      { amountMinor: -500, currency: 'INR', reason: 'x' },
      { amountMinor: 100.5, currency: 'INR', reason: 'x' },
      { amountMinor: 100, currency: 'INR', reason: ' ' },
      { amountMinor: 100, currency: 'INR', reason: 'x', paymentId: 'pay_not_this_order' },
    ]) {
      const res = await refund(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A decimal amount or a free-text currency, as the API took before, is refused by name.
    const decimal = await refund(order.id, { amount: 1, currency: 'INR', reason: 'x' });
    expect(decimal.statusCode).toBe(400);
    expect(decimal.json().errors).toMatchObject({
      amountMinor: 'amountMinor is required: the amount in minor units (1050 is 10.50)',
    });
    const rupees = await refund(order.id, { amountMinor: 100, currency: 'rupees', reason: 'x' });
    expect(rupees.statusCode).toBe(400);
    expect(rupees.json().errors).toMatchObject({
      currency: 'Currency must be one of USD, EUR, GBP, INR, CAD, AUD, SGD',
    });
    // A shop currency, but not the payment's: a refund is never converted.
    const dollars = await refund(order.id, { amountMinor: 100, currency: 'USD', reason: 'x' });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().message).toBe('This payment was made in INR: refund it in INR');
    const shopper = await signedInUser(t.app, t.db);
    const notOwner = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: shopper.headers,
      payload: { amountMinor: 100, currency: 'INR', reason: 'x' },
    });
    expect(notOwner.statusCode).toBe(403);
    expect((await listed(order.id)).refunds).toHaveLength(0);
  });

  it('answers a retried request (same Idempotency-Key) with the first refund', async () => {
    const { order } = await paidOrder();
    const key = 'retry-key-0001';
    const [a, b] = await Promise.all([
      refund(order.id, { amountMinor: 200, currency: 'INR', reason: 'Late' }, key),
      refund(order.id, { amountMinor: 200, currency: 'INR', reason: 'Late' }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    const third = await refund(
      order.id,
      { amountMinor: 200, currency: 'INR', reason: 'Late' },
      key,
    );
    expect(third.json().refund.id).toBe(a.json().refund.id);
    expect((await listed(order.id)).refunds).toHaveLength(1);
    expect((await listed(order.id)).refunded).toBe(2);
  });

  it('keeps a refund the gateway did not answer, and resumes it once with the same key', async () => {
    const { order } = await paidOrder();
    const keys: string[] = [];
    (gateway as { refund: PaymentGateway['refund'] }).refund = async (input) => {
      keys.push(input.idempotencyKey);
      throw new GatewayError('timeout');
    };
    const res = await refund(
      order.id,
      { amountMinor: 300, currency: 'INR', reason: 'Outage' },
      'outage-key-01',
    );
    expect(res.statusCode).toBe(502);
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(waiting!.status).toBe('requested');

    (gateway as { refund: PaymentGateway['refund'] }).refund = async (input) => {
      keys.push(input.idempotencyKey);
      return realRefund(input);
    };
    expect(await t.app.services.refunds.resumeRequested(new Date(Date.now() + 60_000))).toBe(1);
    expect(await t.app.services.refunds.resumeRequested(new Date(Date.now() + 60_000))).toBe(0);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(done!.status).toBe('processed');
    // The gateway was asked with the refund's own id every time: one refund, however often.
    expect(new Set(keys)).toEqual(new Set([waiting!.id]));
    expect(await mailsAbout(order.orderNumber, 'refunded')).toBe(1);
  });

  it('applies refund.processed once, however often the webhook arrives', async () => {
    const { order } = await paidOrder();
    (gateway as { refund: PaymentGateway['refund'] }).refund = async (input) => ({
      ...(await realRefund(input)),
      status: 'pending',
    });
    const res = await refund(order.id, {
      amountMinor: order.amountMinor,
      currency: 'INR',
      reason: 'Lost',
    });
    expect(res.json().refund.status).toBe('pending');
    const gatewayRefundId = res.json().refund.gatewayRefundId as string;
    const event = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: gatewayRefundId, status: 'processed' } } },
    });
    const first = await sendWebhook(t.app, event, 'evt_refund_1');
    expect(first.json()).toMatchObject({ handled: true, duplicate: false });
    expect((await sendWebhook(t.app, event, 'evt_refund_1')).json().duplicate).toBe(true);
    // Another delivery of the same news under a new event id changes nothing either.
    await sendWebhook(t.app, event, 'evt_refund_2');
    const failedLate = JSON.stringify({
      event: 'refund.failed',
      payload: { refund: { entity: { id: gatewayRefundId, status: 'failed' } } },
    });
    await sendWebhook(t.app, failedLate, 'evt_refund_3');

    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row!.status).toBe('processed');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: admin.headers,
      })
    ).json().order;
    expect(detail.paymentStatus).toBe('refunded');
    expect(detail.events.filter((e: { status: string }) => e.status === 'refunded')).toHaveLength(
      1,
    );
    expect(await mailsAbout(order.orderNumber, 'refunded')).toBe(1);
  });

  it('marks a refund the gateway refuses as failed, with its reason', async () => {
    const { order } = await paidOrder();
    const { GatewayRefusal } = await import('../../integrations/payments/gateway');
    (gateway as { refund: PaymentGateway['refund'] }).refund = async () => {
      throw new GatewayRefusal('The refund amount provided is greater than amount captured');
    };
    const res = await refund(order.id, { amountMinor: 100, currency: 'INR', reason: 'Test' });
    expect(res.json().refund).toMatchObject({
      status: 'failed',
      failureReason: 'The refund amount provided is greater than amount captured',
    });
    // A failed refund gave nothing back: the full amount can still be refunded.
    (gateway as { refund: PaymentGateway['refund'] }).refund = realRefund;
    const retry = await refund(order.id, {
      amountMinor: order.amountMinor,
      currency: 'INR',
      reason: 'Again',
    });
    expect(retry.json().refund.status).toBe('processed');
  });
});

describe("refund due flags and the owner's cancellation", () => {
  it('refunds a second payment (flagged refund due) in one step, leaving the first', async () => {
    const { order } = await paidOrder();
    // The same order paid again (a second payment the webhook brought).
    const second = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_second_0001',
            order_id: order.gatewayOrderId,
            amount: order.amountMinor,
          },
        },
      },
    });
    await sendWebhook(t.app, second, 'evt_second_0001');
    const before = await listed(order.id);
    const owed = before.payments.find((p: { status: string }) => p.status === 'refund_due');
    expect(owed).toMatchObject({ paymentId: 'pay_second_0001', refunded: 0, currency: 'INR' });
    const res = await refund(order.id, {
      amountMinor: order.amountMinor - toMinor(owed.refunded),
      currency: owed.currency,
      reason: 'Paid twice',
      paymentId: owed.paymentId,
    });
    expect(res.json().refund).toMatchObject({ paymentId: 'pay_second_0001', status: 'processed' });
    const after = await listed(order.id);
    expect(after.payments.map((p: { status: string }) => p.status).sort()).toEqual([
      'captured',
      'refunded',
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // The flag is settled: the order is simply paid again.
    expect(row).toMatchObject({ paymentStatus: 'paid', refundReason: null });
  });

  it("cancels and refunds in one step from the owner's order page", async () => {
    const { order, product } = await paidOrder(2, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel-and-refund`,
      headers: admin.headers,
      payload: { note: 'Out of the paper it needs' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({
      status: 'processed',
      amount: fromMinor(order.amountMinor),
    });
    expect(await stockOf(product._id)).toBe(10);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel-and-refund`,
      headers: admin.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a customer cancels an order that has not been dispatched', () => {
  const cancel = (orderNumber: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${orderNumber}/cancel`,
      headers,
    });

  it('gets a full refund and the stock back, once', async () => {
    const { order, shopper, product } = await paidOrder(3, 10);
    expect(await stockOf(product._id)).toBe(7);
    // The owner had started on it: processing orders may still be cancelled.
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order.id));

    const [first, second] = await Promise.all([
      cancel(order.orderNumber, shopper.headers),
      cancel(order.orderNumber, shopper.headers),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json().refund).toMatchObject({
      amount: fromMinor(order.amountMinor),
      status: 'processed',
    });
    expect(await stockOf(product._id)).toBe(10);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', stockHeld: false });
    expect(await mailsAbout(order.orderNumber, 'Cancelled')).toBe(1);
    expect(await mailsAbout(order.orderNumber, 'refunded')).toBe(1);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/my-orders',
        headers: shopper.headers,
      })
    ).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === order.id)).toBeTruthy();
  });

  it('refuses once the order has shipped, and for somebody else', async () => {
    const { order, shopper } = await paidOrder();
    const stranger = await signedInUser(t.app, t.db);
    expect((await cancel(order.orderNumber, stranger.headers)).statusCode).toBe(404);
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const res = await cancel(order.orderNumber, shopper.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order has left our studio and can no longer be cancelled. You can ask for a return once it arrives.',
    );
    const [row] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id)));
    expect(row).toBeUndefined();
  });
});
