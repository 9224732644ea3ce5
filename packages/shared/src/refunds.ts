/**
 * Refunds through the payment gateway (issue 14): what the owner may ask for and the states a
 * refund passes through. Amounts are in the order's currency, in major units (rupees), as the
 * owner reads them on the order; the server converts to the gateway's minor units.
 */
import { z } from 'zod';

/**
 * requested: recorded, not yet accepted by the gateway (a crash here is resumed with the same
 * idempotency key); pending: the gateway accepted it and will settle it (Razorpay: 5-7 days,
 * normal speed); processed: the money is on its way back; failed: the gateway refused it.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS = {
  requested: 'Requested',
  pending: 'Pending',
  processed: 'Refunded',
  failed: 'Failed',
} as const satisfies Record<RefundStatus, string>;

/** Refunds that count against what was captured (a failed one gave nothing back). */
export const isRefundLive = (status: RefundStatus) => status !== 'failed';

export const REFUND_REASON_MAX = 200;
/** An Idempotency-Key header: a client's retry of one request refunds once. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const REFUND_MESSAGES = {
  amountPositive: 'The amount must be more than zero',
  amountCents: 'The amount can have at most two decimals',
  reasonRequired: 'Please give a reason for the refund',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX} characters`,
  notPaid: 'Only a paid order can be refunded',
  tooMuch: (left: string) => `At most ${left} can still be refunded on this payment`,
  nothingLeft: 'This order has been refunded in full',
  unknownPayment: 'That payment does not belong to this order',
  cannotCancel:
    'This order has left our studio and can no longer be cancelled. You can ask for a return once it arrives.',
  notYours: 'Order not found',
} as const;

export const refundRequestSchema = z.object({
  amount: z
    .number({ error: REFUND_MESSAGES.amountPositive })
    .positive(REFUND_MESSAGES.amountPositive)
    .max(1e9, REFUND_MESSAGES.amountPositive)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, REFUND_MESSAGES.amountCents),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
  /** The gateway's payment id; the order's own payment when absent. */
  paymentId: z.string().trim().min(1).max(100).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
