/**
 * The offline gateway: it follows Razorpay's protocol (order ids, a checkout step, HMAC-SHA256
 * signatures) so the shop's verification code is the same code that runs against Razorpay.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SANDBOX } from '@shop/shared';
import { GatewayRefusal, type PaymentGateway } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from './signatures';

const id = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const digits = (s: string) => s.replace(/\D/g, '');

export type SandboxPayment =
  | { method: 'card'; card_number?: string }
  | { method: 'upi'; vpa?: string }
  | { method: 'wallet'; wallet?: string };

export type SandboxGateway = PaymentGateway & {
  /** Simulates the shopper paying in the checkout window. */
  pay(
    orderId: string,
    payment: SandboxPayment,
  ): { ok: true; paymentId: string; signature: string } | { ok: false; message: string };
  /** Signs a webhook body as the gateway would (for local tools and tests). */
  signWebhook(rawBody: string): string;
};

export function createSandboxGateway(secretSeed: string): SandboxGateway {
  // Derived, never shared: only this server can sign sandbox payments.
  const secret = createHmac('sha256', secretSeed).update('sandbox-gateway').digest('hex');
  return {
    kind: 'sandbox',
    displayName: 'Sandbox',
    keyId: 'rzp_test_sandbox',
    async createOrder({ amountMinor, currency }) {
      return { id: id('order'), amount: amountMinor, currency };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      isValidPaymentSignature(secret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      isValidWebhookSignature(secret, rawBody, signature),
    signWebhook: (rawBody) => createHmac('sha256', secret).update(rawBody).digest('hex'),
    // Settles at once. The refund id comes from the key, so a retry (on any instance) is the
    // same refund, as Razorpay's idempotency header makes it.
    async refund({ paymentId, amountMinor, idempotencyKey }) {
      const digest = createHmac('sha256', secret).update(`refund:${idempotencyKey}`).digest();
      const refundId = `rfnd_${digest.toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
      return { id: refundId, paymentId, amount: amountMinor, status: 'processed' as const };
    },
    pay(orderId, payment) {
      if (payment.method === 'card') {
        const number = digits(payment.card_number ?? '');
        if (number === digits(SANDBOX.cardDeclined))
          return { ok: false, message: 'Your card was declined. Try another card.' };
        if (number !== digits(SANDBOX.cardSuccess))
          return { ok: false, message: `Use the test card ${SANDBOX.cardSuccess} in the sandbox.` };
      }
      if (payment.method === 'upi') {
        const vpa = (payment.vpa ?? '').trim().toLowerCase();
        if (vpa !== SANDBOX.upiSuccess)
          return { ok: false, message: 'The UPI payment failed. Try again or use another method.' };
      }
      const paymentId = id('pay');
      return { ok: true, paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}

/** A gateway that refuses to take payments (production without Razorpay keys). */
export function createUnavailableGateway(): PaymentGateway {
  return {
    kind: 'unavailable',
    displayName: 'Razorpay',
    keyId: null,
    async createOrder() {
      throw new Error('Payments are not available right now.');
    },
    async refund() {
      throw new GatewayRefusal('Refunds are not available right now.');
    },
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => null,
  };
}
