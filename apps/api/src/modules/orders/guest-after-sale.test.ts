/**
 * A guest's cancellation and return (issue 29): with the token their checkout or mails carry, a
 * guest cancels before dispatch and asks for a return after delivery, on that order only; a wrong
 * token opens nothing, and store credit, kept on an account, is refused in words.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { buyAsGuest } from '../../test/checkout';
import { dearItems, markDelivered, returnForm, returnPhoto } from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let items: { id: string; quantity: number }[];
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  items = await dearItems(t.app, 1);
  photo = await returnPhoto();
});
afterAll(() => t.close());

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;
const cancel = (orderNumber: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: withToken(`/api/products/my-orders/${orderNumber}/cancel`, token),
  });
function askReturn(orderNumber: string, token: string, fields: Record<string, string>) {
  const form = returnForm(fields, photo);
  return t.app.inject({
    method: 'POST',
    url: withToken(`/api/products/my-orders/${orderNumber}/returns`, token),
    headers: form.headers,
    payload: form.payload,
  });
}

describe("a guest's cancellation", () => {
  it('cancels with the order token, and a token of another order opens nothing', async () => {
    const mine = await buyAsGuest(t.app, 'guest.cancel@example.com', items);
    const other = await buyAsGuest(t.app, 'guest.other@example.com', items);

    const wrong = await cancel(mine.orderNumber, other.orderToken);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Order not found');
    // Without a token or a session, it asks for a sign-in as before.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${mine.orderNumber}/cancel`,
    });
    expect(anonymous.statusCode).toBe(401);

    const done = await cancel(mine.orderNumber, mine.orderToken);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refund).toMatchObject({ method: 'gateway' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, mine.internalOrderId));
    expect(row!.status).toBe('cancelled');
    const [untouched] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, other.internalOrderId));
    expect(untouched!.status).not.toBe('cancelled');
  });
});

describe("a guest's return", () => {
  it('asks for a return to the original payment; store credit needs an account', async () => {
    const bought = await buyAsGuest(t.app, 'guest.return@example.com', items);
    await markDelivered(t.db, bought.internalOrderId);
    const [item] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, bought.internalOrderId));
    const lines = JSON.stringify([{ itemId: item!.id, quantity: 1 }]);

    const credit = await askReturn(bought.orderNumber, bought.orderToken, {
      reason: 'damaged',
      lines,
      refundMethod: 'store_credit',
    });
    expect(credit.statusCode).toBe(400);
    expect(credit.json().errors.refundMethod).toMatch(/^Store credit is kept on an account/);

    const asked = await askReturn(bought.orderNumber, bought.orderToken, {
      reason: 'damaged',
      lines,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().return).toMatchObject({ status: 'requested', refundMethod: 'original' });
    const page = await t.app.inject({
      url: withToken(`/api/orders/by-number/${bought.orderNumber}`, bought.orderToken),
    });
    expect(page.json().order.returns).toHaveLength(1);
  });
});
