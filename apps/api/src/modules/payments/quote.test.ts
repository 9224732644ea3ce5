/**
 * The priced cart and discount codes at the checkout (issue 28): the quote names each discount,
 * the payment intent with the same fields charges exactly the quote, a code that does not apply
 * says why (and is refused by the intent, never dropped), and a capped code's uses come back when
 * the checkout that held one expires.
 */
import { effectivePrice, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscounts, orders } from '../../db/schema';
import { createIntent, SHIPPING } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  catalogue = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const stocked = catalogue.filter((p) => p.countInStock >= 20 && effectivePrice(p) >= 300);
  items = [
    { id: stocked[0]!._id, quantity: 2 },
    { id: stocked[1]!._id, quantity: 1 },
  ];
});
afterAll(() => t.close());

async function discount(body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: owner,
    payload: { method: 'code', kind: 'percent', value: 10, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().discount as { id: string };
}

const quote = (headers: Record<string, string>, extra: object = {}, cart = items) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers,
    payload: { currency: 'INR', orderItems: cart, shipping: { country: 'India' }, ...extra },
  });

describe('POST /api/checkout/quote', () => {
  it('prices the cart as the payment intent charges it, with no discount when none applies', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await quote(headers);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q.discounts).toEqual([]);
    expect(q.lines).toHaveLength(2);
    expect(q.total).toBe(q.subtotal + q.shipping.amount);
    expect(q.amountDue).toBe(q.total);
    const intent = await createIntent(t.app, headers, items);
    expect(intent.json().amount).toBe(q.amountDue);
  });

  it('names a code typed in any case and charges exactly the quote', async () => {
    await discount({ name: 'Festive ten', code: 'FESTIVE10', minSubtotal: 500_00 });
    const { headers } = await signedInUser(t.app, t.db);
    const q = (await quote(headers, { discountCode: '  festive10 ' })).json();
    expect(q.codeProblem).toBeUndefined();
    const lineDiscounts = q.lines.reduce(
      (sum: number, l: { discount: number }) => sum + l.discount,
      0,
    );
    expect(q.discounts).toEqual([
      { code: 'FESTIVE10', name: 'Festive ten', amount: lineDiscounts },
    ]);
    expect(lineDiscounts).toBe(Math.round(q.subtotal / 10));
    expect(q.total).toBe(q.subtotal - lineDiscounts + q.shipping.amount);
    const intent = await createIntent(t.app, headers, items, { discountCode: 'festive10' });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(q.amountDue);
    const named = await t.db
      .select()
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, intent.json().internalOrderId));
    expect(named.map((d) => [d.code, d.name, d.amountMinor])).toEqual([
      ['FESTIVE10', 'Festive ten', lineDiscounts],
    ]);
  });

  it('says why a code does not apply, and the intent refuses it with the same words', async () => {
    await discount({ name: 'Big spender', code: 'BIG5000', minSubtotal: 5_00_000_00 });
    const { headers } = await signedInUser(t.app, t.db);
    const unknown = (await quote(headers, { discountCode: 'NOPE' })).json();
    expect(unknown.codeProblem).toBe('We could not find this code. Check it and try again');
    expect(unknown.discounts).toEqual([]);
    const short = (await quote(headers, { discountCode: 'big5000' })).json();
    expect(short.codeProblem).toMatch(/^Add ₹[\d,.]+ more to use this code$/);
    const refused = await createIntent(t.app, headers, items, { discountCode: 'NOPE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('We could not find this code. Check it and try again');
  });

  it('names the day a code ended', async () => {
    await discount({
      name: 'Old sale',
      code: 'OLDSALE',
      startsOn: '2025-10-01',
      endsOn: '2025-11-02',
    });
    const { headers } = await signedInUser(t.app, t.db);
    const q = (await quote(headers, { discountCode: 'OLDSALE' })).json();
    expect(q.codeProblem).toBe('This code ended on 2 Nov 2025');
  });

  it('takes the shipping off with a free-shipping code', async () => {
    await discount({ name: 'Ship free', code: 'SHIPFREE', kind: 'free_shipping', value: 0 });
    const { headers } = await signedInUser(t.app, t.db);
    const cheap = catalogue
      .filter((p) => p.countInStock > 5)
      .sort((a, b) => effectivePrice(a) - effectivePrice(b))[0]!;
    const cart = [{ id: cheap._id, quantity: 1 }];
    const before = (await quote(headers, {}, cart)).json();
    expect(before.shipping.amount).toBeGreaterThan(0);
    const q = (await quote(headers, { discountCode: 'SHIPFREE' }, cart)).json();
    expect(q.shipping.amount).toBe(before.shipping.amount);
    expect(q.total).toBe(q.subtotal - q.discountTotal + q.shipping.amount);
    expect(q.discounts).toEqual([
      { code: 'SHIPFREE', name: 'Ship free', amount: before.shipping.amount },
    ]);
    expect(q.total).toBe(before.total - before.shipping.amount);
  });

  it('gives the shopper the better of an automatic offer and a code that does not combine', async () => {
    const auto = await discount({ name: 'Autumn 20', method: 'automatic', value: 20 });
    await discount({ name: 'Five off', code: 'FIVE', value: 5 });
    const { headers } = await signedInUser(t.app, t.db);
    const q = (await quote(headers, { discountCode: 'FIVE' })).json();
    expect(q.discounts.map((d: { name: string }) => d.name)).toEqual(['Autumn 20']);
    expect(q.codeProblem).toBe('This code cannot be combined with Autumn 20, which saves you more');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${auto.id}`,
      headers: owner,
      payload: {
        name: 'Autumn 20',
        method: 'automatic',
        kind: 'percent',
        value: 20,
        active: false,
      },
    });
  });

  it('holds a capped code for the checkout using it, and gives it back when that checkout expires', async () => {
    await discount({ name: 'Only one', code: 'ONLYONE', usageCap: 1 });
    const first = await signedInUser(t.app, t.db);
    const second = await signedInUser(t.app, t.db);
    const held = await createIntent(t.app, first.headers, items, { discountCode: 'ONLYONE' });
    expect(held.statusCode, held.body).toBe(200);
    expect((await quote(second.headers, { discountCode: 'ONLYONE' })).json().codeProblem).toBe(
      'This code has been used up',
    );
    const refused = await createIntent(t.app, second.headers, items, { discountCode: 'ONLYONE' });
    expect(refused.statusCode).toBe(400);
    // The hold runs out (as the expiry run's claim marks it): the use goes back with the stock.
    await t.db
      .update(orders)
      .set({ stockHeld: false })
      .where(eq(orders.id, held.json().internalOrderId));
    const again = await createIntent(t.app, second.headers, items, { discountCode: 'ONLYONE' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps a paid use: a per-customer cap of one refuses the same customer next time', async () => {
    await discount({ name: 'Welcome', code: 'WELCOME1', perCustomerCap: 1 });
    const { headers } = await signedInUser(t.app, t.db);
    const paidOnce = await buyWithCode(headers, 'WELCOME1');
    expect(paidOnce).toBe(200);
    const q = (await quote(headers, { discountCode: 'WELCOME1' })).json();
    expect(q.codeProblem).toBe('You have already used this code');
  });

  it('answers 400, never 500, for a cart it cannot price', async () => {
    const res = await quote({}, {}, [{ id: 'not-a-product', quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { currency: 'INR', orderItems: [], shipping: SHIPPING },
    });
    expect(bad.statusCode).toBe(400);
  });
});

async function buyWithCode(headers: Record<string, string>, code: string) {
  const intent = (await createIntent(t.app, headers, items, { discountCode: code })).json();
  const payment = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers,
      payload: { order_id: intent.order_id, method: 'card', card_number: '4111 1111 1111 1111' },
    })
  ).json();
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers,
    payload: { ...payment, internalOrderId: intent.internalOrderId },
  });
  return verified.statusCode;
}
