/**
 * The payment calls of spec section 7: create the gateway order, pay in the sandbox, verify. A
 * guest has no session: the intent's `orderToken` stands in for it on the two calls after it.
 */
import type {
  GatewayPayment,
  PaymentIntent,
  PaymentIntentInput,
  VerifiedPayment,
} from '@shop/shared';
import { api } from '../../../lib/api-client';

export type { GatewayPayment, PaymentIntent } from '@shop/shared';

export const createPaymentIntent = (input: PaymentIntentInput) =>
  api<PaymentIntent>('/api/payment/payment-intent', { method: 'POST', body: input });

export const verifyPayment = (payment: GatewayPayment, intent: PaymentIntent) =>
  api<VerifiedPayment>('/api/payment/verify-payment', {
    method: 'POST',
    body: { ...payment, internalOrderId: intent.internalOrderId, orderToken: intent.orderToken },
  });

/** The reminder box was ticked (record 065): recorded against the intent's order, by its token. */
export const recordReminderConsent = (intent: PaymentIntent) =>
  api('/api/checkout/recovery-consent', {
    method: 'POST',
    body: { orderId: intent.internalOrderId, orderToken: intent.orderToken },
  });

export type SandboxMethod =
  | { method: 'card'; card_number: string }
  | { method: 'upi'; vpa: string }
  | { method: 'wallet'; wallet: string };

export const paySandbox = (intent: PaymentIntent, payment: SandboxMethod) =>
  api<GatewayPayment>('/api/payment/sandbox/pay', {
    method: 'POST',
    body: { order_id: intent.order_id, order_token: intent.orderToken, ...payment },
  });
