/**
 * The order after the sale, as its customer sees it (issue 29): refunds, returns, the net paid and
 * what they may do now, on the history, the order's own answer and a guest's page; the cancel and
 * return routes refuse what `actions` does not offer, in the same words.
 */
import { AFTER_SALE_MESSAGES, DOCUMENT_PATHS, fromMinor, RETURN_STATUS_LABELS } from '@shop/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems } from '../../db/schema';
import { buyAsGuest } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import {
  dearItems,
  markDelivered,
  ownerRefund,
  placeOrder,
  returnForm,
  returnPhoto,
} from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

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

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

function askReturn(headers: Headers, orderNumber: string, itemId: string, quantity: number) {
  const form = returnForm(
    { reason: 'damaged', lines: JSON.stringify([{ itemId, quantity }]) },
    photo,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/products/my-orders/${orderNumber}/returns`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe("the customer's order after a partial refund", () => {
  it('shows the refund and the net paid, and no longer offers cancel, which is refused', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, headers, items);
    const before = (await get(`/api/products/my-orders/${order.orderNumber}`, headers)).json();
    expect(before.actions.cancel).toEqual({ allowed: true });
    expect(before).toMatchObject({
      refunds: [],
      returns: [],
      netPaid: fromMinor(order.amountMinor),
    });

    const refunded = await ownerRefund(t.app, owner, order.id, {
      amountMinor: 50_000,
      currency: order.currency,
      reason: 'Bent corner',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const refundId = refunded.json().refund.id as string;

    const mine = await get(`/api/products/my-orders/${order.orderNumber}`, headers);
    expect(mine.statusCode, mine.body).toBe(200);
    const view = mine.json();
    expect(view.refunds).toEqual([
      expect.objectContaining({
        id: refundId,
        amount: 500,
        method: 'gateway',
        status: 'processed',
        creditNoteUrl: DOCUMENT_PATHS.creditNote(order.orderNumber, refundId),
      }),
    ]);
    // Terms: 7-10 business days, so at least ten days on.
    const expectedBy = new Date(view.refunds[0].expectedBy).getTime();
    expect(expectedBy - Date.now()).toBeGreaterThan(9 * 86_400_000);
    expect(view.netPaid).toBe(fromMinor(order.amountMinor - 50_000));
    expect(view.actions.cancel).toEqual({
      allowed: false,
      reason: AFTER_SALE_MESSAGES.partlyRefunded,
    });
    // The history and the order's page say the same.
    const list = (await get('/api/products/my-orders', headers)).json().orders;
    expect(list[0]).toMatchObject({ netPaid: view.netPaid, actions: view.actions });
    const page = (await get(`/api/orders/by-number/${order.orderNumber}`, headers)).json().order;
    expect(page).toMatchObject({ refunds: view.refunds, netPaid: view.netPaid });
    // The credit note it links is there.
    const note = await get(view.refunds[0].creditNoteUrl, headers);
    expect(note.statusCode).toBe(200);

    const cancel = await post(`/api/products/my-orders/${order.orderNumber}/cancel`, headers);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(AFTER_SALE_MESSAGES.partlyRefunded);
  });
});

describe('a return received', () => {
  it('shows the return, and a second return of the same lines is refused as actions says', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const order = await placeOrder(t, headers, items);
    await markDelivered(t.db, order.id);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await askReturn(headers, order.orderNumber, item!.id, 2);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return.id as string;
    expect((await post(`/api/admin/returns/${id}/approve`, owner)).statusCode).toBe(200);
    expect((await post(`/api/admin/returns/${id}/received`, owner)).statusCode).toBe(200);

    const view = (await get(`/api/products/my-orders/${order.orderNumber}`, headers)).json();
    expect(view.returns).toEqual([
      expect.objectContaining({
        id,
        status: 'received',
        reason: 'damaged',
        refundMethod: 'original',
        lines: [{ itemId: item!.id, title: item!.title, quantity: 2 }],
      }),
    ]);
    expect(view.returns[0].decidedAt).toEqual(expect.any(String));
    expect(view.refunds).toHaveLength(1);
    expect(view.actions.return).toEqual({
      allowed: false,
      reason: AFTER_SALE_MESSAGES.nothingToReturn,
    });
    const again = await askReturn(headers, order.orderNumber, item!.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AFTER_SALE_MESSAGES.nothingToReturn);

    // The damaged item stays with the customer: the approval says so, and no "arrived" mail follows.
    const mails = (subject: string) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `Order ${order.orderNumber}: ${subject}`));
    const [approved] = await mails(RETURN_STATUS_LABELS.approved);
    expect(approved!.text).toContain('keep the damaged item');
    expect(approved!.text).not.toContain('send the items back');
    expect(await mails(RETURN_STATUS_LABELS.received)).toHaveLength(0);
  });
});

describe("a guest's order by its token", () => {
  it('shows the refund, the net paid and the same refused cancel', async () => {
    const bought = await buyAsGuest(t.app, 'guest.after.sale@example.com', items);
    const refunded = await ownerRefund(t.app, owner, bought.internalOrderId, {
      amountMinor: 20_000,
      currency: 'INR',
      reason: 'Late',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const url = `/api/orders/by-number/${bought.orderNumber}?token=${encodeURIComponent(bought.orderToken)}`;
    const page = await get(url);
    expect(page.statusCode, page.body).toBe(200);
    const order = page.json().order;
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 200, method: 'gateway' })]);
    expect(order.netPaid).toBe(fromMinor(order.amountMinor - 20_000));
    expect(order.actions.cancel).toEqual({
      allowed: false,
      reason: AFTER_SALE_MESSAGES.partlyRefunded,
    });
  });
});
