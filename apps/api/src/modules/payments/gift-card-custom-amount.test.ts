/**
 * A gift card of the shopper's own amount (record 056): refused while the owner does not offer it
 * or outside the owner's bounds, refused on any other product; once offered, the quote and the
 * payment intent charge it, the order line reads it, and the card issued on capture holds it for
 * the validity the owner set.
 */
import { GIFT_CARD_PRODUCT_SLUG, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orderItems } from '../../db/schema';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { latestMail, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let card: Product & { variants: { _id: string; options: Record<string, string> }[] };

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const res = await t.app.inject({ url: `/api/products/get-products/${GIFT_CARD_PRODUCT_SLUG}` });
  card = res.json().products;
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const recipient = { recipientName: 'Meera', recipientEmail: 'meera@example.com' };
const line = (amount: number, quantity = 1) => ({
  id: card._id,
  variantId: card.variants[0]!._id,
  quantity,
  giftCard: { ...recipient, amount },
});
const settings = (change: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/gift-cards/settings',
    headers: owner,
    payload: {
      customAmountEnabled: true,
      customAmountMin: 200_00,
      customAmountMax: 10_000_00,
      validityDays: 90,
      ...change,
    },
  });
const quote = (headers: Record<string, string>, items: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers,
    payload: { currency: 'INR', orderItems: items },
  });

describe('a gift card of the shopper’s own amount', () => {
  it('is refused while the owner does not offer it, and outside the owner’s bounds', async () => {
    const buyer = await signedInUser(t.app, t.db);
    const off = await quote(buyer.headers, [line(750_00)]);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(
      'Gift cards are sold in the amounts listed: choose one of them',
    );
    expect((await createIntent(t.app, buyer.headers, [line(750_00)])).statusCode).toBe(400);

    expect((await settings({})).statusCode).toBe(200);
    const low = await quote(buyer.headers, [line(150_00)]);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Choose an amount from ₹200 to ₹10,000');
    const high = await createIntent(t.app, buyer.headers, [line(20_000_00)]);
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toBe('Choose an amount from ₹200 to ₹10,000');
    // Beyond what any shop may allow, or not whole rupees: the shared line schema's own words.
    const paise = await quote(buyer.headers, [line(750_50)]);
    expect(paise.statusCode).toBe(400);
    expect(JSON.stringify(paise.json())).toContain('Enter the amount in whole rupees');
  });

  it('is refused on any other product, which the catalogue prices', async () => {
    await settings({});
    const buyer = await signedInUser(t.app, t.db);
    const list = await t.app.inject({ url: '/api/products/get-products' });
    const other = (list.json().products as Product[]).find(
      (p) => p.slug !== GIFT_CARD_PRODUCT_SLUG,
    )!;
    const res = await quote(buyer.headers, [
      { id: other._id, quantity: 1, giftCard: { ...recipient, amount: 100_00 } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only a gift card can have an amount of its own');
  });

  it('is charged as chosen once offered, and the card holds it for the owner’s validity', async () => {
    await settings({ validityDays: 90 });
    const buyer = await signedInUser(t.app, t.db);
    const priced = await quote(buyer.headers, [line(750_00, 2)]);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({
      total: 1500_00,
      amountDue: 1500_00,
      tax: 0,
      lines: [{ unitPrice: 750_00, quantity: 2, total: 1500_00 }],
    });

    const intent = await createIntent(t.app, buyer.headers, [line(750_00, 2)]);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(1500_00);
    const orderId = intent.json().internalOrderId;
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ unitPriceCents: 750_00, optionValues: { Amount: '₹750' } });

    const paidAt = Date.now();
    const payment = (await payWithSandbox(t.app, buyer.headers, intent.json().order_id)).json();
    const paid = await verify(t.app, buyer.headers, payment, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const issued = await t.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
    expect(issued).toHaveLength(2);
    for (const c of issued) {
      expect(c.initialMinor).toBe(750_00);
      const days = (c.expiresAt.getTime() - paidAt) / DAY_MS;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThan(90.1);
    }

    // The buyer's confirmation names the amount chosen, at the price charged.
    const receipt = await latestMail(t.db, 'asha@example.com');
    expect(receipt.text).toContain('2 × Mindful Marks Gift Card (₹750) at ₹750: ₹1,500');
  });
});
