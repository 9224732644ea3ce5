/** The payment calls of spec section 7: create the gateway order, pay in the sandbox, verify. */
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

export const verifyPayment = (payment: GatewayPayment, internalOrderId: string) =>
  api<VerifiedPayment>('/api/payment/verify-payment', {
    method: 'POST',
    body: { ...payment, internalOrderId },
  });

export type SandboxMethod =
  | { method: 'card'; card_number: string }
  | { method: 'upi'; vpa: string }
  | { method: 'wallet'; wallet: string };

export const paySandbox = (orderId: string, payment: SandboxMethod) =>
  api<GatewayPayment>('/api/payment/sandbox/pay', {
    method: 'POST',
    body: { order_id: orderId, ...payment },
  });
