/** Razorpay's documented signature formulas, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout signature: hex HMAC-SHA256 of `${order_id}|${payment_id}` under the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(paymentSignature(secret, orderId, paymentId), signature);
}

/** Webhook signature: hex HMAC-SHA256 of the raw request body under the webhook secret. */
export function isValidWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string,
): boolean {
  return sameHex(hmacHex(secret, rawBody), signature);
}
