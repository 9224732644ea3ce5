/**
 * Tests' orders for refunds to store credit (record 052), placed through the real checkout:
 * the intent (with gift cards or store credit when asked), the sandbox payment of the rest and
 * its verification; and the owner's refund and the customer's credit as the API answers them.
 */
import { effectivePrice, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { orders, orderStatusEvents } from '../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from './checkout';
import sharp from 'sharp';

type Headers = Record<string, string>;
type App = { app: FastifyInstance; db: Db };

/** The dearest product in stock, `quantity` of it: an order above ₹1,000. */
export async function dearItems(app: FastifyInstance, quantity = 3) {
  const catalogue: Product[] = (
    await app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const dearest = catalogue
    .filter((p) => p.countInStock >= 20)
    .sort((a, b) => effectivePrice(b) - effectivePrice(a))[0]!;
  return [{ id: dearest._id, quantity }];
}

/**
 * A paid order: `extra` goes to the intent (giftCardCodes, useStoreCredit); a guest's (no
 * headers) pays and verifies with its order token. Answers the order's row.
 */
export async function placeOrder(
  { app, db }: App,
  headers: Headers,
  items: { id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const guest = !headers['auth-token'];
  const email = `buyer.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const intent = await createIntent(app, headers, items, {
    ...(guest && { receipt_email: email, shipping: { ...SHIPPING, email } }),
    ...extra,
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.body}`);
  const { order_id, internalOrderId, orderToken, paid } = intent.json();
  if (!paid) {
    const payment = (await payWithSandbox(app, headers, order_id, undefined, orderToken)).json();
    const verified = await verify(app, headers, { ...payment, orderToken }, internalOrderId);
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, internalOrderId));
  return order!;
}

/** Moves a paid order to delivered an hour ago, as the courier's last step would. */
export async function markDelivered(db: Db, orderId: string) {
  await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
  await db.insert(orderStatusEvents).values({
    orderId,
    status: 'delivered',
    createdAt: new Date(Date.now() - 3_600_000),
  });
}

/** The owner's refund, with an Idempotency-Key when given. */
export const ownerRefund = (
  app: FastifyInstance,
  owner: Headers,
  orderId: string,
  body: object,
  key?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...owner, ...(key && { 'idempotency-key': key }) },
    payload: body,
  });

/** The customer's store credit, in paise, with its movements. */
export const storeCreditOf = async (app: FastifyInstance, headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/users/me/store-credit', headers })).json() as {
    balance: number;
    movements: { kind: string; amount: number; orderNumber: string | null; note: string }[];
  };

/** A damaged item's photo, as a shopper's phone would send it: a small JPEG. */
export const returnPhoto = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();

/** A multipart return request for `quantity` of the order's first line. */
export function returnForm(fields: Record<string, string>, photo: Buffer) {
  const boundary = `returnboundary${Date.now()}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
