/** Responses of the payment calls (spec section 7 /api/payment), the webhook and the sandbox. */
import { z } from 'zod';
import { CURRENCY_CODES } from '../currency';
import type { Wire } from './common';

export const paymentIntentResponse = z.object({
  success: z.literal(true),
  /** In minor units of `currency`. */
  amount: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  order_id: z.string(),
  internalOrderId: z.string(),
  orderNumber: z.string(),
  key: z.string().nullable(),
  gateway: z.enum(['sandbox', 'razorpay']),
  /** The spec's client reads `error`; null on success. */
  error: z.null(),
});
export type PaymentIntent = Wire<typeof paymentIntentResponse>;

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  orderNumber: z.string(),
  order_id: z.string().nullable(),
});
export type VerifiedPayment = Wire<typeof verifyPaymentResponse>;

export const webhookResponse = z.object({
  success: z.literal(true),
  handled: z.boolean(),
  duplicate: z.boolean(),
});

/** What the gateway's checkout hands back after a payment (Razorpay's field names). */
export const gatewayPaymentSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type GatewayPayment = Wire<typeof gatewayPaymentSchema>;
