/** Refunds as the owner's order page and the customer's cancellation read them. */
import { z } from 'zod';
import { REFUND_STATUSES } from '../refunds';
import { timestamp } from './common';

export const refundSchema = z.object({
  id: z.string(),
  /** The gateway's payment id the refund goes back to. */
  paymentId: z.string(),
  gatewayRefundId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const refundResponse = z.object({ success: z.literal(true), refund: refundSchema });
export const refundListResponse = z.object({
  success: z.literal(true),
  /** Captured in total, refunded (requested, pending or processed) and what is left, per order. */
  captured: z.number(),
  refunded: z.number(),
  currency: z.string(),
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
