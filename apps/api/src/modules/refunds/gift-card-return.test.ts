/**
 * A gift card is not returned (Returns Policy, issue 28): the order page marks its line as not
 * returnable, and a request that names it is refused in words, while the order's goods can
 * still be returned.
 */
import { GIFT_CARD_PRODUCT_SLUG, RETURN_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import {
  dearItems,
  markDelivered,
  placeOrder,
  returnForm,
  returnPhoto,
} from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  photo = await returnPhoto();
});
afterAll(() => t.close());

async function giftCardLine() {
  const res = await t.app.inject({ url: `/api/products/get-products/${GIFT_CARD_PRODUCT_SLUG}` });
  const card = res.json().products as { _id: string; variants: { _id: string }[] };
  return {
    id: card._id,
    variantId: card.variants[0]!._id,
    quantity: 1,
    giftCard: { recipientName: 'Meera', recipientEmail: 'meera@example.com', senderName: 'Asha' },
  };
}

describe('returning an order with a gift card', () => {
  it('refuses the gift card line and takes the goods back', async () => {
    const customer = await signedInUser(t.app, t.db);
    const [goods] = await dearItems(t.app, 1);
    const order = await placeOrder(t, customer.headers, [goods!, (await giftCardLine()) as never]);
    await markDelivered(t.db, order.id);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const card = items.find((i) => i.giftCard)!;
    const book = items.find((i) => !i.giftCard)!;

    const mine = await t.app.inject({ url: '/api/products/my-orders', headers: customer.headers });
    const lines = mine.json().orders[0].orderItems as { lineId: string; returnable: boolean }[];
    expect(lines.find((l) => l.lineId === card.id)?.returnable).toBe(false);
    expect(lines.find((l) => l.lineId === book.id)?.returnable).toBe(true);

    const ask = (itemId: string) => {
      const form = returnForm(
        { reason: 'damaged', lines: JSON.stringify([{ itemId, quantity: 1 }]) },
        photo,
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/products/my-orders/${order.orderNumber}/returns`,
        headers: { ...customer.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const refused = await ask(card.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RETURN_MESSAGES.giftCard);
    const taken = await ask(book.id);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
