/**
 * Abandoned-checkout reminders (issue 30, record 065): no consent, no mail; with consent, two
 * reminders at the owner's delays and none once paid; the restore link rebuilds the cart naming
 * what changed; a bad or expired link is a 400 page; unsubscribing stops them; the owner's list.
 */
import {
  RECOVERY_CONSENT_WORDING,
  RESTORED_CART_COOKIE,
  type Product,
  type RestoredCart,
} from '@shop/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema';
import { recoveryConsents } from '../../db/schema/recovery';
import { createIntent, payWithSandbox, SHIPPING } from '../../test/checkout';
import { productInStock, setPrice, signedInUser, variantsOf } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: Product;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  product = await productInStock(t.app, 10);
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const sweep = (hours: number) => t.app.services.recovery.sweep(later(hours));
const reminders = (to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, '%cart%')))
    .orderBy(mailOutbox.createdAt);
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};

/** A guest's checkout left at the payment window; with `consent`, the box was ticked. */
async function leftCheckout(email: string, consent: boolean, quantity = 2) {
  const intent = await createIntent(t.app, {}, [{ id: product._id, quantity }], {
    receipt_email: email,
    shipping: { ...SHIPPING, email },
  });
  expect(intent.statusCode).toBe(200);
  const { order_id, internalOrderId, orderToken } = intent.json();
  if (consent) {
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/recovery-consent',
      payload: { orderId: internalOrderId, orderToken },
    });
    expect(given.statusCode).toBe(200);
  }
  return { gatewayOrderId: order_id as string, orderId: internalOrderId as string, orderToken };
}

async function pay(left: Awaited<ReturnType<typeof leftCheckout>>) {
  const payment = (
    await payWithSandbox(t.app, {}, left.gatewayOrderId, undefined, left.orderToken)
  ).json();
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    payload: { ...payment, internalOrderId: left.orderId, orderToken: left.orderToken },
  });
  expect(verified.statusCode).toBe(200);
}

describe('cart reminders', () => {
  it('mail nobody who did not tick the box, though the checkout is abandoned', async () => {
    const email = 'no.consent@example.com';
    const left = await leftCheckout(email, false);
    await sweep(3);
    await sweep(25);
    expect(await reminders(email)).toEqual([]);
    const list = await t.app.inject({ url: '/api/admin/abandoned-checkouts', headers: owner });
    const row = list.json().checkouts.find((c: { orderId: string }) => c.orderId === left.orderId);
    expect(row).toMatchObject({ email, consented: false, mailsSent: 0 });
  });

  it('send two reminders at the delays, then none; the consent keeps its words', async () => {
    const email = 'two.reminders@example.com';
    const left = await leftCheckout(email, true);
    const [consent] = await t.db
      .select()
      .from(recoveryConsents)
      .where(eq(recoveryConsents.orderId, left.orderId));
    expect(consent?.wording).toBe(RECOVERY_CONSENT_WORDING);
    const count = async (hours: number) => (await sweep(hours), (await reminders(email)).length);
    expect(await count(0.5)).toBe(0); // not abandoned yet
    expect(await count(3)).toBe(1);
    expect(await count(3.5)).toBe(1); // the second waits for 24 hours
    expect(await count(25)).toBe(2);
    expect(await count(49)).toBe(2); // two at most
    const mails = await reminders(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You left something in your Mindful Marks cart',
      'Your Mindful Marks cart is still waiting',
    ]);
    expect(mails[0]!.text).toMatch(new RegExp(`${product.title}.* × 2`));
    expect(mails[0]!.text).toContain('/api/checkout/restore?token=');
  });

  it('stop once the checkout is paid, and count it as recovered', async () => {
    const email = 'pays.later@example.com';
    const left = await leftCheckout(email, true);
    await sweep(3);
    expect(await reminders(email)).toHaveLength(1);
    await pay(left);
    await sweep(25);
    expect(await reminders(email)).toHaveLength(1);
    const list = (
      await t.app.inject({ url: '/api/admin/abandoned-checkouts', headers: owner })
    ).json();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, left.orderId));
    const row = list.checkouts.find((c: { orderId: string }) => c.orderId === left.orderId);
    expect(row).toMatchObject({ consented: true, mailsSent: 1 });
    expect(row.recoveredOrderNumber).toBe(order!.orderNumber);
    expect(list.summary.recoveredOrders).toBeGreaterThanOrEqual(1);
    expect(list.summary.recoveredRevenueMinor).toBeGreaterThanOrEqual(order!.totalCents);
  });

  it('restore the cart from the link at today’s price, naming the change', async () => {
    const email = 'restores@example.com';
    const left = await leftCheckout(email, true, 1);
    await sweep(3);
    const [mail] = await reminders(email);
    const link = linkIn(mail!.text, '/api/checkout/restore');
    const [variant] = await variantsOf(t.db, product._id);
    const before = variant!.salePriceCents ?? variant!.priceCents;
    await setPrice(t.db, product._id, before + 5_000);

    const res = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cart?restored=1');
    const cookie = String(res.headers['set-cookie']);
    const value = new RegExp(`${RESTORED_CART_COOKIE}=([^;]*)`).exec(cookie)![1]!;
    const cart = JSON.parse(decodeURIComponent(value)) as RestoredCart;
    expect(cart.lines).toEqual([{ id: product._id, variant: variant!.id, quantity: 1 }]);
    expect(cart.changes).toContainEqual({
      kind: 'price',
      title: expect.stringContaining(product.title),
      fromMinor: before,
      toMinor: before + 5_000,
    });
    await setPrice(t.db, product._id, variant!.priceCents, variant!.salePriceCents);
    expect(left.orderId).toBeTruthy();
  });

  it('answer a forged or expired link with a 400 page, never a 500', async () => {
    const forged = await t.app.inject({ url: '/api/checkout/restore?token=abc.def.ghi' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toMatch(/text\/html/);
    expect(forged.body).toContain('This link is not valid');
    const [order] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    const old = t.app.services.recovery.tokens.restoreToken(order!.id, Date.now() - 15 * 24 * HOUR);
    const expired = await t.app.inject({
      url: `/api/checkout/restore?token=${encodeURIComponent(old)}`,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This link has expired');
  });

  it('stop at the unsubscribe link, and refuse a consent without the checkout’s token', async () => {
    const email = 'unsubscribes@example.com';
    const left = await leftCheckout(email, true);
    await sweep(3);
    const [mail] = await reminders(email);
    const link = linkIn(mail!.text, '/api/checkout/recovery-unsubscribe');
    const res = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No more reminders');
    await sweep(25);
    expect(await reminders(email)).toHaveLength(1);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/recovery-consent',
      payload: { orderId: left.orderId, orderToken: 'c.forged' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('show the list and the settings to the owner only', async () => {
    expect((await t.app.inject({ url: '/api/admin/abandoned-checkouts' })).statusCode).toBe(401);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/abandoned-checkouts/settings',
      headers: owner,
      payload: { firstDelayMinutes: 90, secondDelayMinutes: 60, discountCode: null },
    });
    expect(saved.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/abandoned-checkouts/settings',
      headers: owner,
      payload: { firstDelayMinutes: 90, secondDelayMinutes: 600, discountCode: 'NOPE-NONE' },
    });
    expect(unknown.json().message).toBe('No discount with this code');
  });
});
