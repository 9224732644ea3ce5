/**
 * A return refunded to store credit (issue 28, record 052): the customer chooses it when asking
 * (an INR order), the owner sees the choice, and the approval credits the returned lines' value
 * once, in its own transaction, however often it is approved.
 */
import { RETURN_MESSAGES } from '@shop/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, storeCreditMovements } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  dearItems,
  markDelivered,
  placeOrder,
  returnForm,
  storeCreditOf,
  returnPhoto,
} from '../../test/paid-orders';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  items = await dearItems(t.app, 2);
  photo = await returnPhoto();
});
afterAll(() => t.close());

/** A delivered order of the customer's and their request to return one unit, damaged. */
async function askReturn(refundMethod?: string, extra: Record<string, unknown> = {}) {
  const customer = await signedInUser(t.app, t.db);
  const order = await placeOrder(t, customer.headers, items, extra);
  await markDelivered(t.db, order.id);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const form = returnForm(
    {
      reason: 'damaged',
      lines: JSON.stringify([{ itemId: item!.id, quantity: 1 }]),
      ...(refundMethod && { refundMethod }),
    },
    photo,
  );
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/products/my-orders/${order.orderNumber}/returns`,
    headers: { ...customer.headers, ...form.headers },
    payload: form.payload,
  });
  return { customer, order, item: item!, asked };
}
const approve = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/approve`, headers: owner });

describe('a return refunded to store credit', () => {
  it('credits the returned unit once, however often it is approved', async () => {
    const { customer, order, item, asked } = await askReturn('store_credit');
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return.id as string;
    expect(asked.json().return.refundMethod).toBe('store_credit');
    // The owner sees the customer's choice on the order's returns.
    const seen = await t.app.inject({
      url: `/api/admin/orders/${order.id}/returns`,
      headers: owner,
    });
    expect(seen.json().returns[0]).toMatchObject({ id, refundMethod: 'store_credit' });

    const [first, second] = await Promise.all([approve(id), approve(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await approve(id)).statusCode).toBe(409);
    // Recorded again under the return's own key (a retry after a lost answer): the first rows.
    const retried = await t.db.transaction((tx) =>
      t.app.services.refunds.record(
        tx,
        order,
        { amountMinor: 100, currency: 'INR', reason: 'Again', method: 'store_credit' },
        { userId: null, requestKey: `return-${id}`, returnId: id },
      ),
    );
    expect(retried).toMatchObject({ seen: true, rows: [{ method: 'store_credit' }] });

    // One unit at the price charged, less its share of the line's discount (return-value.ts).
    const unit = item.unitPriceCents - Math.floor(item.discountMinor / item.quantity);
    const credit = await storeCreditOf(t.app, customer.headers);
    expect(credit.balance).toBe(unit);
    expect(credit.movements).toEqual([
      expect.objectContaining({
        kind: 'return',
        amount: credit.balance,
        note: `Return of order ${order.orderNumber}`,
      }),
    ]);
    const [movement] = await t.db
      .select()
      .from(storeCreditMovements)
      .where(eq(storeCreditMovements.orderId, order.id));
    expect(movement).toMatchObject({ returnId: id, kind: 'return' });

    const refunds = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}/refunds`, headers: owner })
    ).json();
    expect(refunds.refunds).toEqual([
      expect.objectContaining({ method: 'store_credit', status: 'processed', paymentId: null }),
    ]);
    expect(refunds).toMatchObject({ refunded: 0, credited: credit.balance / 100 });
    const approved = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}/returns`, headers: owner })
    ).json().returns[0];
    expect(approved).toMatchObject({ status: 'approved', refundId: refunds.refunds[0].id });

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Order ${order.orderNumber}: Return approved`));
    expect(mail!.text).toMatch(/₹[\d,.]+ added to your store credit\./);
    expect(mail!.text).not.toContain('original payment method');
  });

  it('refunds to the original payment when the customer chose it or said nothing', async () => {
    for (const choice of ['original', undefined]) {
      const { customer, order, asked } = await askReturn(choice);
      expect(asked.json().return.refundMethod).toBe('original');
      expect((await approve(asked.json().return.id)).statusCode).toBe(200);
      expect((await storeCreditOf(t.app, customer.headers)).balance).toBe(0);
      const refunds = (
        await t.app.inject({ url: `/api/admin/orders/${order.id}/refunds`, headers: owner })
      ).json();
      expect(refunds.refunds).toEqual([expect.objectContaining({ method: 'gateway' })]);
    }
  });

  it('is refused for an order paid in another currency', async () => {
    const { asked } = await askReturn('store_credit', { currency: 'USD' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(RETURN_MESSAGES.storeCreditCurrency);
    const wrong = await askReturn('cash');
    expect(wrong.asked.statusCode).toBe(400);
  });
});
