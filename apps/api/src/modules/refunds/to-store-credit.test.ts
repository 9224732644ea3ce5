/**
 * Refunds to store credit and beyond the gateway (issue 28, record 052): the owner's refund to
 * store credit credits the customer at once with its credit note and mail, once per request key,
 * never past the order's value less every refund, and only for an account's INR order; an
 * 'original' refund of an order paid partly by a gift card or store credit takes the gateway's
 * part first and puts the rest back where it came from.
 */
import { formatMoney, fromMinor, REFUND_MESSAGES } from '@shop/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, orders, refunds, storeCreditMovements } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';
import { giftCardBalance } from '../gift-cards';
import { dearItems, ownerRefund, placeOrder, storeCreditOf } from '../../test/paid-orders';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  items = await dearItems(t.app);
});
afterAll(() => t.close());

const inr = (minor: number) => formatMoney(fromMinor(minor), 'INR');
const refund = (orderId: string, body: object, key?: string) =>
  ownerRefund(t.app, owner, orderId, { currency: 'INR', reason: 'Scuffed cover', ...body }, key);
const listed = async (orderId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: owner,
    })
  ).json();
const mails = async (orderNumber: string, subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Order ${orderNumber}: %${subject}%`));

async function giftCard(amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    headers: owner,
    payload: { amount, recipientName: 'Meera' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { code: string; giftCard: { id: string } };
}

describe("the owner's refund to store credit", () => {
  it('credits the customer at once, with a credit note and a mail, and no gateway', async () => {
    const customer = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, customer.headers, items);
    const res = await refund(
      order.id,
      { amountMinor: 500_00, method: 'store_credit' },
      'sc-key-0001',
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().refund;
    expect(made).toMatchObject({
      method: 'store_credit',
      paymentId: null,
      gatewayRefundId: null,
      status: 'processed',
      amount: 500,
    });
    expect(res.json().refunds).toEqual([made]);

    const credit = await storeCreditOf(t.app, customer.headers);
    expect(credit.balance).toBe(500_00);
    expect(credit.movements).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: 500_00,
        orderNumber: order.orderNumber,
        note: `Refund of order ${order.orderNumber}`,
      }),
    ]);
    // The gateway was not asked: nothing refunded on the payment, the credit counted apart.
    const after = await listed(order.id);
    expect(after).toMatchObject({
      refunded: 0,
      credited: 500,
      orderValue: fromMinor(order.totalCents),
      valueLeft: fromMinor(order.totalCents - 500_00),
      storeCreditAllowed: true,
    });

    const [note] = await t.db.select().from(invoices).where(eq(invoices.refundId, made.id));
    expect(note).toMatchObject({ kind: 'credit_note', orderId: order.id });
    const pdf = await t.app.inject({
      url: `/api/products/my-orders/${order.orderNumber}/credit-notes/${made.id}.pdf`,
      headers: customer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(
      "Issued for a refund to the customer's store credit.",
    );

    const [mail] = await mails(order.orderNumber, 'added to your store credit');
    expect(mail!.subject).toBe(`Order ${order.orderNumber}: ₹500 added to your store credit`);
    expect(mail!.text).toContain(`₹500 added to your store credit for order ${order.orderNumber}.`);
    expect(await mails(order.orderNumber, 'refunded')).toHaveLength(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('paid');
  });

  it('has one effect per request key, however often it is sent', async () => {
    const customer = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, customer.headers, items);
    const body = { amountMinor: 250_00, method: 'store_credit' };
    const [a, b] = await Promise.all([
      refund(order.id, body, 'sc-retry-01'),
      refund(order.id, body, 'sc-retry-01'),
    ]);
    const c = await refund(order.id, body, 'sc-retry-01');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a, b, c].map((r) => r.json().refund.id)).size).toBe(1);
    expect((await storeCreditOf(t.app, customer.headers)).balance).toBe(250_00);
    const rows = await t.db
      .select()
      .from(storeCreditMovements)
      .where(eq(storeCreditMovements.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("never gives back more than the order's value, whichever way it went", async () => {
    const customer = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, customer.headers, items);
    const total = order.totalCents;
    expect(order.amountMinor).toBe(total);
    expect(
      (await refund(order.id, { amountMinor: 100_00, method: 'store_credit' })).statusCode,
    ).toBe(201);
    // The gateway has all of it left, but ₹100 of the order went back as credit already.
    const tooMuch = await refund(order.id, { amountMinor: total });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(REFUND_MESSAGES.tooMuchOrder(inr(total - 100_00)));
    const overCredit = await refund(order.id, { amountMinor: total, method: 'store_credit' });
    expect(overCredit.json().message).toBe(REFUND_MESSAGES.tooMuchOrder(inr(total - 100_00)));

    const rest = await refund(order.id, { amountMinor: total - 100_00 });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().refund).toMatchObject({ method: 'gateway', status: 'processed' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('refunded');
    const more = await refund(order.id, { amountMinor: 1, method: 'store_credit' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(REFUND_MESSAGES.nothingLeft);
    expect((await storeCreditOf(t.app, customer.headers)).balance).toBe(100_00);
    expect(await listed(order.id)).toMatchObject({ valueLeft: 0, credited: 100 });
  });

  it("is refused for a guest's order, a non-INR order and a payment named", async () => {
    const guestOrder = await placeOrder(t, {}, items);
    const guest = await refund(guestOrder.id, { amountMinor: 100, method: 'store_credit' });
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toMatchObject({
      message: REFUND_MESSAGES.storeCreditGuest,
      errors: { method: REFUND_MESSAGES.storeCreditGuest },
    });
    expect((await listed(guestOrder.id)).storeCreditAllowed).toBe(false);

    const customer = await signedInUser(t.app, t.db);
    const dollars = await placeOrder(t, customer.headers, items, { currency: 'USD' });
    expect(dollars.currency).toBe('USD');
    const usd = await ownerRefund(t.app, owner, dollars.id, {
      amountMinor: 100,
      currency: 'USD',
      reason: 'x',
      method: 'store_credit',
    });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toBe(REFUND_MESSAGES.storeCreditCurrency('USD'));

    const mine = await placeOrder(t, customer.headers, items);
    const named = await refund(mine.id, {
      amountMinor: 100,
      method: 'store_credit',
      paymentId: mine.gatewayPaymentId,
    });
    expect(named.json().message).toBe(REFUND_MESSAGES.storeCreditPayment);
    const bad = await refund(mine.id, { amountMinor: 100, method: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, mine.id))),
    ).toHaveLength(0);
  });
});

describe('an original refund beyond the gateway', () => {
  it('puts what the gateway cannot take back on the gift card the order was paid with', async () => {
    const { code, giftCard: card } = await giftCard(1000_00);
    const customer = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, customer.headers, items, { giftCardCodes: [code] });
    expect(order.amountMinor).toBe(order.totalCents - 1000_00);
    expect(await giftCardBalance(t.db, card.id)).toBe(0);

    // Part first: it comes off the gateway payment alone.
    const part = await refund(order.id, { amountMinor: 200_00 }, 'gc-part-01');
    expect(part.json().refunds).toEqual([
      expect.objectContaining({ method: 'gateway', amount: 200 }),
    ]);
    // The rest of the order: the gateway's remainder, then ₹1,000 back on the card.
    const rest = await refund(order.id, { amountMinor: order.totalCents - 200_00 }, 'gc-rest-01');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().refunds).toEqual([
      expect.objectContaining({
        method: 'gateway',
        amount: fromMinor(order.amountMinor - 200_00),
        status: 'processed',
      }),
      expect.objectContaining({
        method: 'gift_card',
        amount: 1000,
        paymentId: null,
        status: 'processed',
      }),
    ]);
    expect(await giftCardBalance(t.db, card.id)).toBe(1000_00);
    // A retry of the same request has no second effect.
    const again = await refund(order.id, { amountMinor: order.totalCents - 200_00 }, 'gc-rest-01');
    expect(again.json().refunds.map((r: { id: string }) => r.id)).toEqual(
      rest.json().refunds.map((r: { id: string }) => r.id),
    );
    expect(await giftCardBalance(t.db, card.id)).toBe(1000_00);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('refunded');
    const notes = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(notes.filter((n) => n.kind === 'credit_note')).toHaveLength(3);
    expect(await mails(order.orderNumber, '₹1,000 back on your gift card')).toHaveLength(1);
    expect((await refund(order.id, { amountMinor: 1 })).statusCode).toBe(409);
  });

  it("gives a guest's gift card back too, and refuses more than the order's value", async () => {
    const { code, giftCard: card } = await giftCard(1000_00);
    const order = await placeOrder(t, {}, items, { giftCardCodes: [code] });
    const tooMuch = await refund(order.id, { amountMinor: order.totalCents + 1 });
    expect(tooMuch.json().message).toBe(REFUND_MESSAGES.tooMuchOrder(inr(order.totalCents)));
    const all = await refund(order.id, { amountMinor: order.totalCents });
    expect(all.json().refunds.map((r: { method: string }) => r.method)).toEqual([
      'gateway',
      'gift_card',
    ]);
    expect(await giftCardBalance(t.db, card.id)).toBe(1000_00);
  });

  it('puts the store credit an order spent back as credit', async () => {
    const customer = await signedInUser(t.app, t.db);
    const grant = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/store-credit`,
      headers: owner,
      payload: { amount: 300_00, note: 'Sorry for the wait' },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const order = await placeOrder(t, customer.headers, items, { useStoreCredit: true });
    expect(order.amountMinor).toBe(order.totalCents - 300_00);
    expect((await storeCreditOf(t.app, customer.headers)).balance).toBe(0);
    const all = await refund(order.id, { amountMinor: order.totalCents });
    expect(all.json().refunds).toEqual([
      expect.objectContaining({ method: 'gateway', amount: fromMinor(order.amountMinor) }),
      expect.objectContaining({ method: 'store_credit', amount: 300 }),
    ]);
    expect((await storeCreditOf(t.app, customer.headers)).balance).toBe(300_00);
  });

  it('refunds a cancelled order through the gateway only: its balances came back with it', async () => {
    const { code, giftCard: card } = await giftCard(1000_00);
    const customer = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, customer.headers, items, { giftCardCodes: [code] });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel-and-refund`,
      headers: owner,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().refund).toMatchObject({ method: 'gateway', status: 'processed' });
    // The card's spend stopped counting with the cancellation: never credited a second time.
    expect(await giftCardBalance(t.db, card.id)).toBe(1000_00);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const credit = await refund(order.id, { amountMinor: 100, method: 'store_credit' });
    expect(credit.statusCode).toBe(409);
    expect(credit.json().message).toBe(REFUND_MESSAGES.storeCreditCancelled);
    expect((await refund(order.id, { amountMinor: 100 })).json().message).toBe(
      REFUND_MESSAGES.nothingLeft,
    );
    expect(await giftCardBalance(t.db, card.id)).toBe(1000_00);
  });
});
