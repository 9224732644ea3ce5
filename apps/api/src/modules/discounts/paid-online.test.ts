/**
 * "₹50 off when you pay online": a discount the owner limits to online payment is named by the
 * online quote and charged by the payment intent, and never reaches a cash-on-delivery quote or
 * order; its code on cash on delivery is refused with the reason. The shop's prepaid discount is
 * 0% here (the default), so only the payment method tells the two apart.
 */
import { effectivePrice, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscounts, orders } from '../../db/schema';
import { createIntent } from '../../test/checkout';
import { placeCod } from '../../test/cod';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
/** About ₹300 to ₹3,000: inside the default COD limits. */
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const product = catalogue.find((p) => p.countInStock >= 20 && effectivePrice(p) <= 1000)!;
  items = [{ id: product._id, quantity: Math.max(1, Math.ceil(300 / effectivePrice(product))) }];
});
afterAll(() => t.close());

async function discount(body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: owner,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().discount as { id: string; paidOnlineOnly: boolean };
}

const quote = (headers: Record<string, string>, paymentMethod: 'online' | 'cod', extra = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: {
        currency: 'INR',
        orderItems: items,
        shipping: { country: 'India' },
        paymentMethod,
        ...extra,
      },
    })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    });

const ledgerOf = (orderId: string) =>
  t.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, orderId));

describe('a discount only when paying online', () => {
  it('takes ₹50 off the online price and nothing off cash on delivery', async () => {
    const offer = await discount({
      name: '₹50 off online',
      method: 'automatic',
      kind: 'fixed',
      value: 50_00,
      paidOnlineOnly: true,
    });
    expect(offer.paidOnlineOnly).toBe(true);
    const { headers } = await signedInUser(t.app, t.db);

    const online = await quote(headers, 'online');
    expect(online.discounts).toEqual([{ name: '₹50 off online', amount: 50_00 }]);
    expect(online.total).toBe(online.subtotal - 50_00 + online.shipping.amount);
    const cod = await quote(headers, 'cod');
    expect(cod.discounts).toEqual([]);
    expect(cod.total).toBe(cod.subtotal + cod.shipping.amount + cod.codFee);
    expect(cod.subtotal).toBe(online.subtotal);

    const intent = await createIntent(t.app, headers, items);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(online.amountDue);
    const charged = await ledgerOf(intent.json().internalOrderId);
    expect(charged.map((d) => [d.discountId, d.amountMinor])).toEqual([[offer.id, 50_00]]);

    const placed = await placeCod(t.app, items, { headers, email: 'cod-online-only@example.com' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().amount).toBe(cod.total);
    expect(await ledgerOf(placed.json().orderId)).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json().orderId));
    expect(order!.totalCents).toBe(cod.total);

    // Switched off again, so the next test's prices are its own.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${offer.id}`,
      headers: owner,
      payload: {
        name: '₹50 off online',
        method: 'automatic',
        kind: 'fixed',
        value: 50_00,
        active: false,
      },
    });
  });

  it('refuses its code on cash on delivery with the reason, and applies it online', async () => {
    await discount({
      name: 'Online ten',
      method: 'code',
      code: 'ONLINE10',
      kind: 'percent',
      value: 10,
      paidOnlineOnly: true,
    });
    const { headers } = await signedInUser(t.app, t.db);
    const reason = 'This code applies when you pay online';

    const cod = await quote(headers, 'cod', { discountCode: 'online10' });
    expect(cod.codeProblem).toBe(reason);
    expect(cod.discounts).toEqual([]);
    const refused = await placeCod(t.app, items, {
      headers,
      email: 'cod-code@example.com',
      extra: { discountCode: 'online10' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(reason);

    const online = await quote(headers, 'online', { discountCode: 'online10' });
    expect(online.codeProblem).toBeUndefined();
    expect(online.discounts).toEqual([
      { code: 'ONLINE10', name: 'Online ten', amount: Math.round(online.subtotal / 10) },
    ]);
  });
});
