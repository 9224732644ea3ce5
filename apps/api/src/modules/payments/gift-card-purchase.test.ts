/**
 * Buying a gift card (issue 28): the gift-card product's line names its recipient, is sold in INR
 * with no GST and no discount, ships nothing, and once paid issues one card per unit whose code is
 * mailed to the recipient on the day chosen; another account then spends it.
 */
import { dayIn, GIFT_CARD_PRODUCT_SLUG, type Product } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, mailOutbox, orderItems } from '../../db/schema';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let card: Product & { variants: { _id: string; options: Record<string, string> }[] };

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  const res = await t.app.inject({ url: `/api/products/get-products/${GIFT_CARD_PRODUCT_SLUG}` });
  expect(res.statusCode, res.body).toBe(200);
  card = res.json().products;
});
afterAll(() => t.close());

const thousand = () => {
  const v = card.variants.find((v) => v.options.Amount === '₹1000')!;
  return { id: v._id };
};
const recipient = {
  recipientName: 'Meera',
  recipientEmail: 'meera@example.com',
  senderName: 'Asha',
  message: 'Happy birthday!',
};

async function buy(headers: Record<string, string>, line: object, extra: object = {}) {
  const intent = await createIntent(t.app, headers, [line as never], extra);
  if (intent.statusCode !== 200) return { intent };
  const payment = (await payWithSandbox(t.app, headers, intent.json().order_id)).json();
  const paid = await verify(t.app, headers, payment, intent.json().internalOrderId);
  return { intent, paid };
}

const lastMailTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
  )[0];

describe('buying a gift card', () => {
  it('mails each card’s code to its recipient, and another account spends it', async () => {
    const buyer = await signedInUser(t.app, t.db);
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: buyer.headers,
        payload: {
          currency: 'INR',
          orderItems: [
            { id: card._id, variantId: thousand().id, quantity: 1, giftCard: recipient },
          ],
        },
      })
    ).json();
    expect(quote).toMatchObject({ total: 1000_00, tax: 0, shipping: { amount: 0 }, discounts: [] });
    const { intent, paid } = await buy(buyer.headers, {
      id: card._id,
      variantId: thousand().id,
      quantity: 1,
      giftCard: recipient,
    });
    expect(intent.json().amount).toBe(1000_00);
    expect(paid?.statusCode, paid?.body).toBe(200);
    const [item] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, intent.json().internalOrderId));
    expect(item).toMatchObject({ taxPercent: 0, giftCard: recipient });
    const mail = (await lastMailTo('meera@example.com'))!;
    expect(mail.subject).toContain('₹1,000 gift card');
    expect(mail.text).toContain('Asha sent you');
    expect(mail.text).toContain('Happy birthday!');
    const code = /[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}/.exec(mail.text)![0];
    const [issued] = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.orderId, intent.json().internalOrderId));
    expect(issued).toMatchObject({
      source: 'purchase',
      initialMinor: 1000_00,
      last4: code.slice(-4),
    });
    // Meera's own account spends it.
    const meera = await signedInUser(t.app, t.db);
    const spend = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: meera.headers,
      payload: {
        currency: 'INR',
        orderItems: [{ id: card._id, variantId: thousand().id, quantity: 1, giftCard: recipient }],
        giftCardCodes: [code],
      },
    });
    expect(spend.json().giftCards[0]).toMatchObject({ amount: 1000_00, balanceAfter: 0 });
  });

  it('holds the mail until the day chosen', async () => {
    const buyer = await signedInUser(t.app, t.db);
    const later = dayIn('Asia/Kolkata', new Date(Date.now() + 10 * 24 * 3600_000));
    const { paid } = await buy(buyer.headers, {
      id: card._id,
      variantId: thousand().id,
      quantity: 2,
      giftCard: { ...recipient, recipientEmail: 'later@example.com', deliverOn: later },
    });
    expect(paid?.statusCode).toBe(200);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'later@example.com'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.status).toBe('queued');
      expect(mail.nextAttemptAt.toISOString()).toBe(new Date(`${later}T03:30:00Z`).toISOString());
    }
  });

  it('refuses a gift card without a recipient, in another currency, on delivery or in the past', async () => {
    const buyer = await signedInUser(t.app, t.db);
    const line = { id: card._id, variantId: thousand().id, quantity: 1 };
    const noOne = await createIntent(t.app, buyer.headers, [line]);
    expect(noOne.statusCode).toBe(400);
    expect(noOne.json().message).toBe('Tell us who the gift card is for: their name and e-mail');
    const dollars = await createIntent(t.app, buyer.headers, [{ ...line, giftCard: recipient }], {
      currency: 'USD',
    });
    expect(dollars.json().message).toBe(
      'Gift cards are sold in INR: switch the currency to buy one',
    );
    const past = await createIntent(t.app, buyer.headers, [
      { ...line, giftCard: { ...recipient, deliverOn: '2020-01-01' } },
    ]);
    expect(past.json().message).toBe('Choose today or a later day for the gift card to arrive');
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/payment/cod',
      headers: buyer.headers,
      payload: {
        currency: 'INR',
        receipt_email: 'asha@example.com',
        orderItems: [{ ...line, giftCard: recipient }],
        shipping: (await import('../../test/checkout')).SHIPPING,
      },
    });
    expect(cod.json().message).toBe('Gift cards are paid online, not on delivery');
  });
});
