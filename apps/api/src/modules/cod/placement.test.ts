/**
 * Placing a cash-on-delivery order (issue 27): a guest can, the order waits unpaid holding its
 * stock and mails its confirmation link, a retry makes no second order, and each COD rule refuses
 * with its own words.
 */
import { COD_DEFAULT_SETTINGS, COD_MESSAGES, effectivePrice, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orders } from '../../db/schema';
import { createIntent } from '../../test/checkout';
import { confirmTokenFor, placeCod } from '../../test/cod';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let product: Product;
/** Enough units of `product` for an order of ₹300 to ₹3,000 (inside the default limits). */
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

const settingsWith = (change: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/cod/settings',
    headers: owner,
    payload: { ...COD_DEFAULT_SETTINGS, ...change },
  });
beforeEach(async () => {
  expect((await settingsWith({})).statusCode).toBe(200);
});

const line = () => [{ id: product._id, quantity }];
const stock = () => t.app.services.payments.stockOf(product._id);
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
let shopper = 0;
/** A new shopper each time (e-mail and phone), so the unpaid cap never mixes tests. */
const fresh = () => {
  shopper += 1;
  return {
    email: `cod-${shopper}@example.com`,
    number: `+91 90000 ${String(10000 + shopper).slice(-5)}`,
  };
};
const placeFresh = (o: { shipping?: object; currency?: string } = {}) => {
  const who = fresh();
  return placeCod(t.app, line(), {
    email: who.email,
    currency: o.currency,
    shipping: { number: who.number, ...o.shipping },
  });
};

describe('placing a COD order', () => {
  it('offers COD on a fresh shop with the default fee and limits', async () => {
    const offer = (await t.app.inject({ method: 'GET', url: '/api/payment/cod/offer' })).json();
    expect(offer).toEqual({
      success: true,
      enabled: true,
      fee: 4900,
      minOrder: 19900,
      maxOrder: 1000000,
      prepaidDiscountPercent: 0,
    });
  });

  it('lets a guest place one: unpaid, holding its stock, the fee in the amount, a link mailed', async () => {
    const before = await stock();
    const who = fresh();
    const res = await placeCod(t.app, line(), {
      email: who.email,
      shipping: { number: who.number },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const order = await orderRow(body.orderId);
    expect(body).toMatchObject({
      success: true,
      orderNumber: order.orderNumber,
      currency: 'INR',
      codFee: 4900,
      amount: order.totalCents,
    });
    expect(body.orderToken).toEqual(expect.any(String));
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + 4900);
    expect(order).toMatchObject({
      userId: null,
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      status: 'pending',
      stockHeld: true,
      codFeeMinor: 4900,
      codConfirmedAt: null,
    });
    const hours = (order.codConfirmBy!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await stock()).toBe(before - quantity);
    expect(await confirmTokenFor(t.db, who.email)).toContain(body.orderId);
    // The same message waits in the sandbox phone channel the dev mailbox shows.
    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, body.orderId));
    expect(sent.map((n) => [n.channel, n.kind, n.status]).sort()).toEqual([
      ['mail', 'cod_placed', 'sent'],
      ['sandbox', 'cod_placed', 'sent'],
    ]);

    const mailbox = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json();
    const subject = `Please confirm your order ${order.orderNumber}`;
    const shown = mailbox.mails.filter((m: { subject: string }) => m.subject === subject);
    expect(shown.map((m: { to: string }) => m.to).sort()).toEqual([
      `Phone (sandbox) ${who.number}`,
      who.email,
    ]);

    // The 15-minute hold expiry of online checkouts leaves it alone.
    await t.app.services.payments.releaseExpiredReservations(new Date(Date.now() + 3_600_000));
    expect((await orderRow(body.orderId)).stockHeld).toBe(true);
    expect(await stock()).toBe(before - quantity);
  });

  it('shows a signed-in shopper their COD order in their orders', async () => {
    const { headers, user } = await signedInUser(t.app, t.db);
    const res = await placeCod(t.app, line(), {
      headers,
      email: user.email,
      shipping: { number: fresh().number },
    });
    expect(res.statusCode).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/products/my-orders', headers })
    ).json();
    expect(JSON.stringify(mine)).toContain(res.json().orderNumber);
  });

  it('keeps its hold when the same shopper then starts an online checkout', async () => {
    const { headers, user } = await signedInUser(t.app, t.db);
    const cod = await placeCod(t.app, line(), {
      headers,
      email: user.email,
      shipping: { number: fresh().number },
    });
    const afterCod = await stock();
    const intent = await createIntent(t.app, headers, [{ id: product._id, quantity: 1 }], {
      receipt_email: user.email,
    });
    expect(intent.statusCode).toBe(200);
    expect((await orderRow(cod.json().orderId)).stockHeld).toBe(true);
    expect(await stock()).toBe(afterCod - 1);
  });

  it('answers a retried checkout with the same order, its stock taken once', async () => {
    const who = fresh();
    const place = () =>
      placeCod(t.app, line(), { email: who.email, shipping: { number: who.number } });
    const first = await place();
    const afterFirst = await stock();
    const second = await place();
    expect(second.statusCode).toBe(200);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(await stock()).toBe(afterFirst);
  });
});

describe('COD refused, each rule in its own words', () => {
  const refused = async (res: Awaited<ReturnType<typeof placeCod>>, status: number) => {
    expect(res.statusCode).toBe(status);
    return res.json().message as string;
  };

  it('for an address abroad', async () => {
    const res = await placeFresh({
      shipping: { country: 'United States', state: 'California', zipCode: '94105' },
    });
    expect(await refused(res, 400)).toBe(COD_MESSAGES.foreignAddress);
  });

  it('for a cart not in rupees', async () => {
    expect(await refused(await placeFresh({ currency: 'USD' }), 400)).toBe(COD_MESSAGES.notInr);
  });

  it('for a PIN code on the deny list, and takes no stock', async () => {
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod/pincodes',
      headers: { ...owner, 'content-type': 'text/csv' },
      payload: 'pincode\n560001\n',
    });
    expect(upload.json()).toMatchObject({ count: 1, rejected: [] });
    const before = await stock();
    const message = await refused(await placeFresh({ shipping: { zipCode: '560001' } }), 400);
    expect(message).toBe(COD_MESSAGES.pincodeDenied('560001'));
    expect(message).toContain('560001');
    expect(await stock()).toBe(before);
    // Another PIN code still may.
    expect((await placeFresh({ shipping: { zipCode: '560002' } })).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod/pincodes',
      headers: owner,
      payload: { csv: '' },
    });
  });

  it('below the minimum and over the maximum', async () => {
    await settingsWith({ minOrder: 1_000_000_00, maxOrder: null });
    const low = await refused(await placeFresh(), 400);
    expect(low).toBe(COD_MESSAGES.belowMinimum(1_000_000_00));
    expect(low).toContain('₹10,00,000');
    await settingsWith({ minOrder: 0, maxOrder: 100_00 });
    const high = await refused(await placeFresh(), 400);
    expect(high).toBe(COD_MESSAGES.overMaximum(100_00));
    expect(high).toContain('₹100');
  });

  it('past the cap of unpaid COD orders for the same phone number or e-mail', async () => {
    await settingsWith({ unpaidCap: 1 });
    const who = fresh();
    const first = await placeCod(t.app, line(), {
      email: who.email,
      shipping: { number: who.number },
    });
    expect(first.statusCode).toBe(200);
    // Same phone (written another way), another e-mail.
    const samePhone = await placeCod(t.app, line(), {
      email: `other-${who.email}`,
      shipping: { number: who.number.replace('+91 ', '0').replace(' ', '') },
    });
    expect(await refused(samePhone, 409)).toBe(COD_MESSAGES.unpaidCap(1));
    // Same e-mail, another phone and another cart (not a retry of the first).
    const sameEmail = await placeCod(t.app, [{ id: product._id, quantity: quantity + 1 }], {
      email: who.email,
      shipping: { number: fresh().number },
    });
    expect(await refused(sameEmail, 409)).toBe(COD_MESSAGES.unpaidCap(1));
  });

  it('when the owner has switched COD off', async () => {
    await settingsWith({ enabled: false });
    expect(await refused(await placeFresh(), 409)).toBe(COD_MESSAGES.disabled);
    const offer = (await t.app.inject({ method: 'GET', url: '/api/payment/cod/offer' })).json();
    expect(offer.enabled).toBe(false);
  });

  it('gives every rule a message of its own', () => {
    const messages = [
      COD_MESSAGES.disabled,
      COD_MESSAGES.foreignAddress,
      COD_MESSAGES.notInr,
      COD_MESSAGES.pincodeDenied('560001'),
      COD_MESSAGES.belowMinimum(19900),
      COD_MESSAGES.overMaximum(1000000),
      COD_MESSAGES.unpaidCap(3),
    ];
    expect(new Set(messages).size).toBe(messages.length);
  });
});
