/** Refunds as the owner's order page and the customer's cancellation read them. */
import { z } from 'zod';
import { REFUND_METHODS, REFUND_STATUSES } from '../refunds';
import { timestamp } from './common';

export const refundSchema = z.object({
  id: z.string(),
  /** The gateway's payment id the refund goes back to; null for a gift card or store credit. */
  paymentId: z.string().nullable(),
  /** Where it went: the gateway, the gift cards the order was paid with, or store credit. */
  method: z.enum(REFUND_METHODS),
  gatewayRefundId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const refundResponse = z.object({
  success: z.literal(true),
  /** The first part of the refund (the gateway's when it has one). */
  refund: refundSchema,
  /** Every part one request made: gateway, then gift cards, then store credit (record 052). */
  refunds: z.array(refundSchema),
});
export const refundListResponse = z.object({
  success: z.literal(true),
  /** Captured in total, refunded (requested, pending or processed) and what is left, per order. */
  captured: z.number(),
  refunded: z.number(),
  currency: z.string(),
  /** Given back to gift cards and store credit (requested or processed), not through the gateway. */
  credited: z.number(),
  /** The order's value: what the gateway, gift cards and store credit paid together. */
  orderValue: z.number(),
  /** The most one refund can still give back, whichever way (the owner's form's limit). */
  valueLeft: z.number(),
  /** Whether a refund may go to store credit: an account's INR order, not cancelled. */
  storeCreditAllowed: z.boolean(),
  /** Each captured payment: a second one, or one paid after the stock ran out, is owed back. */
  payments: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.number(),
      refunded: z.number(),
      /** The payment's own currency, which a refund of it must name. */
      currency: z.string(),
      status: z.enum(['captured', 'refund_due', 'refunded']),
      reason: z.string().nullable(),
    }),
  ),
  refunds: z.array(refundSchema),
});
export const cancelOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: refundSchema.nullable(),
});
