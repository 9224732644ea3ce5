/** Cash-on-delivery helpers for tests (issue 27): place an order, read its confirmation link. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { SHIPPING } from './checkout';

type Line = { id: string; quantity: number; variantId?: string };

/** POST /api/payment/cod as a guest (no headers) or a shopper; `shipping` overrides the form. */
export function placeCod(
  app: FastifyInstance,
  items: Line[],
  o: {
    headers?: Record<string, string>;
    email?: string;
    shipping?: object;
    currency?: string;
    /** Anything else the body carries (gift cards, a discount code). */
    extra?: object;
  } = {},
) {
  const email = o.email ?? 'asha@example.com';
  return app.inject({
    method: 'POST',
    url: '/api/payment/cod',
    headers: o.headers ?? {},
    payload: {
      currency: o.currency ?? 'INR',
      receipt_email: email,
      description: 'Order',
      orderItems: items,
      shipping: { ...SHIPPING, email, ...o.shipping },
      ...o.extra,
    },
  });
}

/** The token of the newest COD confirmation link mailed to `email`. */
export async function confirmTokenFor(db: Db, email: string): Promise<string> {
  const mails = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
  for (const { text } of mails) {
    const match = /\/orders\/cod\/confirm\?token=([^\s]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no COD confirmation mailed to ${email}`);
}

export const confirmCod = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/orders/cod/confirm', payload: { token } });
