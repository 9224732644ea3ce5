/** The payment calls of spec section 7: create the gateway order, pay in the sandbox, verify. */
import type { PaymentIntentInput } from '@shop/shared';
import { api } from '../../../lib/api-client';

export type PaymentIntent = {
  success: true;
  amount: number;
  currency: string;
  order_id: string;
  internalOrderId: string;
  orderNumber: string;
  key: string | null;
  gateway: 'sandbox' | 'razorpay';
};

/** What the gateway's checkout hands back after a payment (Razorpay's field names). */
export type GatewayPayment = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export const createPaymentIntent = (input: PaymentIntentInput) =>
  api<PaymentIntent>('/api/payment/payment-intent', { method: 'POST', body: input });

export const verifyPayment = (payment: GatewayPayment, internalOrderId: string) =>
  api<{ success: true; orderNumber: string; orderId: string }>('/api/payment/verify-payment', {
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
