/**
 * A COD order's life after placing (issue 27): confirmed once from the mailed link, cancelled with
 * its stock back when not confirmed in 24 hours, delivered with the cash collected (paid, one tax
 * invoice) or returned to origin (restocked once, recorded), and counted in the COD report.
 */
import { COD_MESSAGES, effectivePrice, type Product } from '@shop/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codReturns,
  invoices,
  mailOutbox,
  notifications,
  orders,
  orderStatusEvents,
  payments,
} from '../../db/schema';
import { confirmCod, confirmTokenFor, placeCod } from '../../test/cod';
import { signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let product: Product;
let quantity: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  product = catalogue.find((p) => p.countInStock >= 20 && effectivePrice(p) <= 1000)!;
  quantity = Math.max(1, Math.ceil(300 / effectivePrice(product)));
});
afterAll(() => t.close());

const DAY_MS = 24 * 3_600_000;
const stock = () => t.app.services.payments.stockOf(product._id);
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
let shopper = 0;

/** A new shopper's COD order; returns its id, number and the mailed confirmation token. */
async function placed(shipping: object = {}) {
  shopper += 1;
  const email = `life-${shopper}@example.com`;
  const res = await placeCod(t.app, [{ id: product._id, quantity }], {
    email,
    shipping: { number: `+91 91111 ${String(10000 + shopper).slice(-5)}`, ...shipping },
  });
  expect(res.statusCode).toBe(200);
  const { orderId, orderNumber } = res.json();
  return { orderId, orderNumber, email, token: await confirmTokenFor(t.db, email) };
}

const owners = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: owner, ...(payload && { payload }) });
const moveTo = (id: string, status: string, extra: object = {}) =>
  owners(`/api/admin/orders/${id}/status`, { status, ...extra });
const ship = async (id: string) => {
  expect((await moveTo(id, 'processing')).statusCode).toBe(200);
  const shipped = await moveTo(id, 'shipped', {
    trackingNumber: 'EK123456789IN',
    estimatedDelivery: '2026-12-05',
  });
  expect(shipped.statusCode).toBe(200);
};

describe('confirming a COD order', () => {
  it('confirms once from the mailed link; a second click answers the same, changing nothing', async () => {
    const o = await placed();
    const first = await confirmCod(t.app, o.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      orderNumber: o.orderNumber,
      message: COD_MESSAGES.confirmed,
      orderToken: expect.stringMatching(/^m\./),
    });
    // Its token opens the order's page for the shopper, who may be a guest.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-number/${o.orderNumber}?token=${encodeURIComponent(first.json().orderToken)}`,
    });
    expect(opened.json().order).toMatchObject({ orderNumber: o.orderNumber });
    const confirmedAt = (await orderRow(o.orderId)).codConfirmedAt;
    expect(confirmedAt).not.toBeNull();

    const again = await confirmCod(t.app, o.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await orderRow(o.orderId)).codConfirmedAt).toEqual(confirmedAt);
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(
          eq(orderStatusEvents.orderId, o.orderId),
          eq(orderStatusEvents.status, 'cod_confirmed'),
        ),
      );
    expect(events).toHaveLength(1);
    const thanks = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, o.orderId), eq(notifications.kind, 'cod_confirmed')));
    expect(thanks.map((n) => n.channel).sort()).toEqual(['mail', 'sandbox']);
  });

  it('refuses a forged or altered link', async () => {
    const o = await placed();
    const altered = `${o.token.slice(0, -2)}xx`;
    for (const token of [altered, 'nonsense', `${o.orderId}.`]) {
      const res = await confirmCod(t.app, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COD_MESSAGES.confirmLinkInvalid);
    }
    expect((await orderRow(o.orderId)).codConfirmedAt).toBeNull();
  });

  it('keeps an unconfirmed order from processing or shipping; confirmed, it moves on', async () => {
    const o = await placed();
    const refused = await moveTo(o.orderId, 'processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('has not confirmed');
    const before = (await owners(`/api/admin/orders/${o.orderId}`)).json();
    expect(before.order?.next ?? []).not.toContain('processing');
    await confirmCod(t.app, o.token);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.orderId}`, headers: owner })
    ).json();
    expect(detail.order.next).toEqual(['processing', 'cancelled']);
    expect((await moveTo(o.orderId, 'processing')).statusCode).toBe(200);
  });
});

describe('an unconfirmed COD order after 24 hours', () => {
  it('is cancelled and its stock returns once; its link then says so', async () => {
    const cod = t.app.services.cod;
    // Earlier tests' unconfirmed orders expire first, so the stock below moves for this one only.
    await cod.cancelUnconfirmed(new Date(Date.now() + 2 * DAY_MS));
    const before = await stock();
    const o = await placed();
    expect(await stock()).toBe(before - quantity);
    // Not yet due: nothing happens.
    expect(await cod.cancelUnconfirmed(new Date(Date.now() + DAY_MS / 2))).toBe(0);
    const later = new Date(Date.now() + DAY_MS + 60_000);
    const runs = await Promise.all([cod.cancelUnconfirmed(later), cod.cancelUnconfirmed(later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await cod.cancelUnconfirmed(later)).toBe(0);
    expect(await stock()).toBe(before);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'cancelled', stockHeld: false });
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, o.email),
          eq(mailOutbox.subject, `Order ${o.orderNumber} is cancelled`),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('not confirmed within 24 hours');
    const late = await confirmCod(t.app, o.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COD_MESSAGES.confirmExpired);
  });

  it('leaves a confirmed order alone', async () => {
    const o = await placed();
    await confirmCod(t.app, o.token);
    await t.app.services.cod.cancelUnconfirmed(new Date(Date.now() + 2 * DAY_MS));
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'pending', stockHeld: true });
  });
});

describe('the owner moving a COD order on', () => {
  it('tells the shopper through the notifications outbox, one mail each, cash reminder included', async () => {
    const o = await placed();
    await confirmCod(t.app, o.token);
    await ship(o.orderId);
    expect((await moveTo(o.orderId, 'out_for_delivery')).statusCode).toBe(200);
    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, o.orderId));
    const kinds = (channel: string) => sent.filter((n) => n.channel === channel).map((n) => n.kind);
    expect(kinds('mail')).toEqual(['cod_placed', 'cod_confirmed', 'shipped', 'out_for_delivery']);
    expect(kinds('sandbox')).toEqual(kinds('mail'));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, o.email));
    const about = (word: string) => mails.filter((m) => m.subject.includes(word));
    expect(about('shipped')).toHaveLength(1);
    expect(about('out for delivery')).toHaveLength(1);
    expect(about('shipped')[0]!.text).toContain('EK123456789IN');
    expect(about('shipped')[0]!.text).toMatch(/keep ₹[\d,]+ ready/);
  });

  it('cancels an unconfirmed one with its stock back and no refund owed', async () => {
    const before = await stock();
    const o = await placed();
    expect((await moveTo(o.orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect(await orderRow(o.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cod_pending',
      stockHeld: false,
      refundReason: null,
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, o.email),
          eq(mailOutbox.subject, `Order ${o.orderNumber} is cancelled`),
        ),
      );
    expect(mail!.text).toContain('nothing is owed back');
    expect(mail!.text).not.toContain('refunded');
  });
});

describe('a shopper cancelling their COD order', () => {
  it('gives the stock back and owes no refund', async () => {
    const { headers, user } = await signedInUser(t.app, t.db);
    shopper += 1; // one more COD order for the report below
    const before = await stock();
    const res = await placeCod(t.app, [{ id: product._id, quantity }], {
      headers,
      email: user.email,
      shipping: { number: '+91 94444 00001' },
    });
    const { orderId, orderNumber } = res.json();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${orderNumber}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cod_pending',
      refundReason: null,
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, user.email),
          eq(mailOutbox.subject, `Order ${orderNumber}: Cancelled`),
        ),
      );
    expect(mail!.text).toContain('nothing is owed back');
  });
});

describe('delivered and cash collected', () => {
  it('records the payment, marks it delivered and issues exactly one tax invoice', async () => {
    const o = await placed();
    await confirmCod(t.app, o.token);
    await ship(o.orderId);
    const url = `/api/admin/orders/${o.orderId}/cod/collected`;
    const first = await owners(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      cod: { outcome: 'collected', confirmedAt: expect.any(String) },
    });
    const again = await owners(url);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('delivered');

    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: 'paid', codOutcome: 'collected' });
    expect(row.paidAt).not.toBeNull();
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, o.orderId));
    expect(issued.filter((i) => i.kind === 'invoice')).toHaveLength(1);
    const receipts = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, o.email), like(mailOutbox.subject, 'Receipt for order%')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.attachments).toEqual([{ kind: 'invoice', orderId: o.orderId }]);
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, o.orderId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountMinor: row.amountMinor, status: 'captured' });
    // The fee is a line of its own with its GST inside (SAC 9968), not a round-off.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/products/my-orders/${row.orderNumber}/invoice.pdf`,
      headers: owner,
    });
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Cash on delivery fee');
    expect(text).toContain('9968');
    expect(text).not.toContain('Round off');
    expect(row.codFeeMinor).toBeGreaterThan(0);
    // It cannot then come back as a return to origin.
    const back = await owners(`/api/admin/orders/${o.orderId}/cod/returned`);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(COD_MESSAGES.alreadyCollected);
  });

  it('refuses an order its shopper never confirmed, and a shopper or a stranger', async () => {
    const o = await placed();
    const res = await owners(`/api/admin/orders/${o.orderId}/cod/collected`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COD_MESSAGES.collectNotConfirmed);
    const { headers } = await signedInUser(t.app, t.db);
    const asShopper = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderId}/cod/collected`,
      headers,
    });
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderId}/cod/returned`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('returned to origin', () => {
  it('cancels the order, restocks it once and records the phone, PIN code and state', async () => {
    const before = await stock();
    const o = await placed({ state: 'Goa', zipCode: '403001', city: 'Panaji' });
    await confirmCod(t.app, o.token);
    const early = await owners(`/api/admin/orders/${o.orderId}/cod/returned`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(COD_MESSAGES.notShipped);
    await ship(o.orderId);
    expect(await stock()).toBe(before - quantity);

    const url = `/api/admin/orders/${o.orderId}/cod/returned`;
    const first = await owners(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().order.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    const again = await owners(url);
    expect(again.statusCode).toBe(200);
    expect(await stock()).toBe(before);

    const rto = await t.db.select().from(codReturns).where(eq(codReturns.orderId, o.orderId));
    expect(rto).toHaveLength(1);
    expect(rto[0]).toMatchObject({ pincode: '403001', state: 'Goa' });
    expect(rto[0]!.phone).toMatch(/91111/);
    expect((await orderRow(o.orderId)).codOutcome).toBe('returned_to_origin');
    const collected = await owners(`/api/admin/orders/${o.orderId}/cod/collected`);
    expect(collected.statusCode).toBe(409);
    expect(collected.json().message).toBe(COD_MESSAGES.alreadyReturned);
  });

  it('is recorded in the audit log', async () => {
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=order.cod',
        headers: owner,
      })
    ).json();
    expect(audit.entries.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the COD report', () => {
  it('gives COD share of the period and the RTO rate by state and PIN code', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/cod?from=${today}&to=${tomorrow}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.orders.codCount).toBe(shopper);
    expect(report.orders.count).toBeGreaterThanOrEqual(shopper);
    expect(report.orders.countShare).toBeCloseTo(report.orders.codCount / report.orders.count);
    expect(report.orders.codValue).toBeGreaterThan(0);
    // One collected, one returned so far (earlier tests).
    expect(report.rto).toMatchObject({ settled: 2, returned: 1, rtoRate: 0.5 });
    expect(report.rto.byState).toContainEqual({ key: 'Goa', settled: 1, returned: 1, rtoRate: 1 });
    expect(report.rto.byPincode).toContainEqual({
      key: '403001',
      settled: 1,
      returned: 1,
      rtoRate: 1,
    });
  });

  it('refuses a period it cannot read with a clear message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/cod?from=2026-12-01&to=2026-11-01',
      headers: owner,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/end date is before the start date/);
  });
});
