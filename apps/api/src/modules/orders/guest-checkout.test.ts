/**
 * Guest checkout (issue 27): a shopper without an account pays, gets the mails, opens the order
 * from the mail, finds it again by number and e-mail, and an account that proves the e-mail takes
 * it over.
 */
import { ORDER_LOOKUP_ANSWER, type Product } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema';
import { buy, buyAsGuest } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: Product;
beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json();
  product = (list.products as Product[]).find((p) => p.countInStock >= 10)!;
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};
const page = (orderNumber: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/by-number/${orderNumber}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  });
const lookup = (orderNumber: string, email: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/lookup',
    payload: { orderNumber, email },
    remoteAddress: ip,
  });

describe('a guest checkout', () => {
  it('pays without an account, gets the confirmation mail and opens the order from it', async () => {
    const email = 'guest.one@example.com';
    const { orderNumber, orderToken } = await buyAsGuest(t.app, email, [
      { id: product._id, quantity: 1 },
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row).toMatchObject({ userId: null, paymentStatus: 'paid', receiptEmail: email });

    const [mail] = (await mailsTo(email)).filter((m) => m.subject.includes(orderNumber));
    expect(mail?.subject).toBe(`Order ${orderNumber} confirmed — Mindful Marks`);
    const link = linkIn(mail!.text, `/orders/${orderNumber}`);
    const fromMail = await page(orderNumber, link.searchParams.get('token')!);
    expect(fromMail.statusCode).toBe(200);
    expect(fromMail.json().order).toMatchObject({
      orderNumber,
      guest: true,
      paymentStatus: 'paid',
    });

    // The checkout's own token opens it too (the confirmation page right after paying)...
    expect((await page(orderNumber, orderToken)).statusCode).toBe(200);
    // ...but nothing else does: no token, a forged one, or another order's.
    expect((await page(orderNumber)).statusCode).toBe(404);
    expect((await page(orderNumber, `${orderToken}x`)).statusCode).toBe(404);
    const other = await buyAsGuest(t.app, 'guest.two@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    expect((await page(orderNumber, other.orderToken)).statusCode).toBe(404);
  });

  it('downloads its tax invoice with the token, and only its own', async () => {
    const mine = await buyAsGuest(t.app, 'guest.invoice@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    const other = await buyAsGuest(t.app, 'guest.other@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    const invoice = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/products/my-orders/${mine.orderNumber}/invoice.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      });
    const res = await invoice(mine.orderToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await invoice(other.orderToken)).statusCode).toBe(404);
    expect((await invoice()).statusCode).toBe(401);
  });

  it('cannot pay or verify another order with its own token', async () => {
    const mine = await buyAsGuest(t.app, 'guest.three@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payment-intent',
      payload: {
        currency: 'INR',
        receipt_email: 'guest.four@example.com',
        orderItems: [{ id: product._id, quantity: 1 }],
        shipping: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'guest.four@example.com',
          number: '+91 98450 22222',
          address: '4 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          zipCode: '700016',
          country: 'India',
        },
      },
    });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: {
        order_id: intent.json().order_id,
        method: 'card',
        card_number: '4111 1111 1111 1111',
        order_token: mine.orderToken,
      },
    });
    expect(pay.statusCode).toBe(404);
    // Without a token and without a session it is the sign-in answer, as before.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { order_id: intent.json().order_id, method: 'card', card_number: '4111' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the owner's view of guest orders", () => {
  it('lists them, found by the receipt e-mail, named from the address', async () => {
    const { orderNumber, internalOrderId } = await buyAsGuest(t.app, 'listed.guest@example.com', [
      { id: product._id, quantity: 1 },
    ]);
    const { headers } = await signedInUser(t.app, t.db, { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=listed.guest',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toEqual([
      expect.objectContaining({
        orderNumber,
        customer: 'Asha Verma',
        email: 'listed.guest@example.com',
      }),
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${internalOrderId}`,
      headers,
    });
    expect(detail.json().order.customer).toEqual({
      name: 'Asha Verma',
      email: 'listed.guest@example.com',
    });

    // The owner moves it on: the status mail's link opens it for the guest, who has no session.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${internalOrderId}/status`,
      headers,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail] = (await mailsTo('listed.guest@example.com')).filter(
      (m) => m.subject === `Order ${orderNumber}: Processing`,
    );
    const link = linkIn(mail!.text, `/orders/${orderNumber}`);
    expect((await page(orderNumber, link.searchParams.get('token')!)).statusCode).toBe(200);

    // And so does the refund mail's when the shop cancels and refunds it.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${internalOrderId}/cancel-and-refund`,
      headers,
      payload: { reason: 'Out of stock at the printer' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refundMails = (await mailsTo('listed.guest@example.com')).filter((m) =>
      m.subject.startsWith(`Order ${orderNumber}: `),
    );
    for (const m of refundMails) {
      const url = linkIn(m.text, `/orders/${orderNumber}`);
      expect((await page(orderNumber, url.searchParams.get('token')!)).statusCode).toBe(200);
    }
    expect(refundMails.map((m) => m.subject)).toContain(`Order ${orderNumber}: Cancelled`);
  });
});

describe('Find my order', () => {
  it('answers the same for a match and for an unknown pair, and mails only the match', async () => {
    const email = 'finder@example.com';
    const { orderNumber } = await buyAsGuest(t.app, email, [{ id: product._id, quantity: 1 }]);
    const before = (await mailsTo(email)).length;

    const known = await lookup(orderNumber.toLowerCase(), 'FINDER@example.com', '10.0.1.1');
    const wrongMail = await lookup(orderNumber, 'someone@example.com', '10.0.1.1');
    const unknown = await lookup('MM-000000-XXXXXX', email, '10.0.1.1');
    for (const res of [known, wrongMail, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: ORDER_LOOKUP_ANSWER });
    }
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect((await mailsTo('someone@example.com')).length).toBe(0);
    const sent = mails.find((m) => m.subject === `Your order ${orderNumber} — Mindful Marks`)!;
    const link = linkIn(sent.text, `/orders/${orderNumber}`);
    expect((await page(orderNumber, link.searchParams.get('token')!)).statusCode).toBe(200);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await lookup('MM-000000-AAAAAA', 'x@example.com', '10.0.2.2')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await lookup('MM-000000-AAAAAA', 'x@example.com', '10.0.2.3')).statusCode).toBe(200);
  });

  it('refuses an empty or malformed pair with a message', async () => {
    const res = await lookup('', 'not-an-email', '10.0.3.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      orderNumber: 'Enter your order number',
      email: 'Enter a valid e-mail address',
    });
  });
});

describe('claiming guest orders', () => {
  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Nisha Rao', email, number: '+91 98450 33333', password: 'secret12' },
    });
  const claim = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/orders/claim', payload: { token } });

  it('mails a new account of that e-mail a link that adds its guest orders, once', async () => {
    const email = 'nisha@example.com';
    const first = await buyAsGuest(t.app, email, [{ id: product._id, quantity: 1 }]);
    const second = await buyAsGuest(t.app, email, [{ id: product._id, quantity: 2 }]);
    const res = await register('Nisha@Example.com');
    expect(res.statusCode).toBe(201);
    const headers = { 'auth-token': res.json().token as string };
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers })).json()
        .orders as { orderNumber: string }[];
    // Signing up alone proves nothing about the e-mail: the orders wait for the mailed link.
    expect(await listed()).toEqual([]);

    const mail = (await mailsTo('nisha@example.com')).find((m) =>
      m.subject.startsWith('Add your earlier orders'),
    );
    expect(mail?.text).toContain('You placed 2 orders with this e-mail');
    const token = linkIn(mail!.text, '/account/claim-orders').searchParams.get('token')!;
    const claimed = await claim(token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({
      success: true,
      claimed: 2,
      message: '2 orders added to your account.',
    });
    expect((await listed()).map((o) => o.orderNumber).sort()).toEqual(
      [first.orderNumber, second.orderNumber].sort(),
    );
    // The orders are the account's now: reviews, returns and invoices follow the account.
    expect((await page(first.orderNumber)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/by-number/${first.orderNumber}`,
          headers,
        })
      ).json().order.guest,
    ).toBe(false);
    expect((await claim(token)).json()).toMatchObject({ claimed: 0 });
  });

  it('sends no link when the e-mail has no guest orders, and refuses a forged link', async () => {
    const res = await register('nobody.ordered@example.com');
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo('nobody.ordered@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Mindful Marks']);
    const forged = await claim('eyJ1IjoiYSJ9.bad');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/This link has expired or is not for this account/);
  });

  it("leaves a signed-in shopper's own checkout theirs, and other e-mails' guest orders alone", async () => {
    const { headers, user } = await signedInUser(t.app, t.db);
    const own = await buy(t.app, headers, [{ id: product._id, quantity: 1 }]);
    const [row] = await t.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.orderNumber, own.orderNumber)));
    expect(row?.userId).toBe(user.id);
  });
});
