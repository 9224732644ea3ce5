/** Checkout helpers for tests: a valid shipping form and a paid order through the sandbox. */
import type { FastifyInstance } from 'fastify';

export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  number: '+91 98450 12345',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
  saveInfo: false,
};

type Headers = Record<string, string>;

export async function createIntent(
  app: FastifyInstance,
  headers: Headers,
  items: { id: string; quantity: number }[],
  extra: object = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/payment-intent',
    headers,
    payload: {
      currency: 'INR',
      receipt_email: 'asha@example.com',
      description: 'Order',
      orderItems: items,
      shipping: SHIPPING,
      ...extra,
    },
  });
}

export async function payWithSandbox(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  card = '4111 1111 1111 1111',
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers,
    payload: { order_id: orderId, method: 'card', card_number: card },
  });
}

export async function verify(
  app: FastifyInstance,
  headers: Headers,
  payment: object,
  internalOrderId: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers,
    payload: { ...payment, internalOrderId },
  });
}

/** Intent, sandbox payment and verification: returns the order number. */
export async function buy(
  app: FastifyInstance,
  headers: Headers,
  items: { id: string; quantity: number }[],
) {
  const intent = (await createIntent(app, headers, items)).json();
  const payment = (await payWithSandbox(app, headers, intent.order_id)).json();
  const verified = await verify(app, headers, payment, intent.internalOrderId);
  if (verified.statusCode !== 200) throw new Error(`purchase failed: ${verified.body}`);
  return {
    orderNumber: verified.json().orderNumber as string,
    internalOrderId: intent.internalOrderId as string,
  };
}
