/** Checkout helpers for tests: a valid shipping form and a paid order through the sandbox. */
import type { FastifyInstance } from 'fastify';
import type { SandboxGateway } from '../integrations/payments/sandbox';

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
/** A checkout line: the product, and the variant (or the spec's colour) it buys. */
type Line = {
  id: string;
  quantity: number;
  variantId?: string;
  selectedColor?: string;
  giftCard?: object;
};

export async function createIntent(
  app: FastifyInstance,
  headers: Headers,
  items: Line[],
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
  orderToken?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers,
    payload: { order_id: orderId, method: 'card', card_number: card, order_token: orderToken },
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
export async function buy(app: FastifyInstance, headers: Headers, items: Line[]) {
  const intent = (await createIntent(app, headers, items)).json();
  const payment = (await payWithSandbox(app, headers, intent.order_id)).json();
  const verified = await verify(app, headers, payment, intent.internalOrderId);
  if (verified.statusCode !== 200) throw new Error(`purchase failed: ${verified.body}`);
  return {
    orderNumber: verified.json().orderNumber as string,
    internalOrderId: intent.internalOrderId as string,
  };
}

/**
 * A guest's purchase (issue 27): no session; the intent's order token stands in for it when
 * paying and verifying. Returns the order's number, id and that token.
 */
export async function buyAsGuest(app: FastifyInstance, email: string, items: Line[]) {
  const intent = await createIntent(app, {}, items, {
    receipt_email: email,
    shipping: { ...SHIPPING, email },
  });
  if (intent.statusCode !== 200) throw new Error(`guest intent failed: ${intent.body}`);
  const { order_id, internalOrderId, orderToken } = intent.json();
  const payment = (await payWithSandbox(app, {}, order_id, undefined, orderToken)).json();
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    payload: { ...payment, internalOrderId, orderToken },
  });
  if (verified.statusCode !== 200) throw new Error(`guest purchase failed: ${verified.body}`);
  return {
    orderNumber: verified.json().orderNumber as string,
    internalOrderId: internalOrderId as string,
    orderToken: orderToken as string,
  };
}

/** A gateway event for a captured payment, as Razorpay sends it. */
export function capturedEvent(
  gatewayOrderId: string,
  paymentId: string,
  event: 'payment.captured' | 'order.paid' = 'payment.captured',
) {
  return JSON.stringify({
    event,
    payload: {
      payment: { entity: { id: paymentId, order_id: gatewayOrderId, status: 'captured' } },
      ...(event === 'order.paid' && { order: { entity: { id: gatewayOrderId, status: 'paid' } } }),
    },
  });
}

/** Delivers a webhook signed by the sandbox gateway, as the gateway (and its retries) would. */
export async function sendWebhook(app: FastifyInstance, body: string, eventId: string) {
  const gateway = app.services.payments.gateway as SandboxGateway;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': gateway.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}
