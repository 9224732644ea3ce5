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
  /**
   * Opens this one order without a session (issue 27): a guest's verify-payment, sandbox payment
   * and confirmation page send it back. Signed by the server, it proves nothing about the e-mail.
   */
  orderToken: z.string(),
  /**
   * True when gift cards and store credit paid the whole order (issue 28): it is paid already,
   * `order_id` is empty and there is no gateway step.
   */
  paid: z.boolean().optional(),
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

/** A cash-on-delivery order placed (issue 27): unpaid, holding its stock, awaiting confirmation. */
export const codOrderResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  orderNumber: z.string(),
  orderToken: z.string(),
  /** What the courier collects, in minor units of `currency` (the COD fee included). */
  amount: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  codFee: z.number().int(),
  /** By when the shopper must confirm it from the mailed link (ISO). */
  confirmBy: z.string(),
});
export type CodOrder = Wire<typeof codOrderResponse>;

/**
 * Cash on delivery as the storefront offers it (issue 27). Amounts in minor units of the shop
 * currency (INR); `maxOrder` null means no maximum. The server checks every rule again.
 */
export const codOfferResponse = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  fee: z.number().int(),
  minOrder: z.number().int(),
  maxOrder: z.number().int().nullable(),
  /** Percent off the goods when paying online ("Pay now and save ₹X"); 0 for none. */
  prepaidDiscountPercent: z.number(),
});
export type CodOffer = Wire<typeof codOfferResponse>;
