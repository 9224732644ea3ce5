/**
 * Refunds through the payment gateway (issue 14): what the owner may ask for and the states a
 * refund passes through. A refund request names its amount in minor units (paise, cents) and its
 * currency, as the gateway takes them; the owner's form reads rupees and converts once, with
 * toMinor, before it sends.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from './currency';
import { fromMinor, isWholeMinor } from './money';

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

/**
 * Where the owner sends a refund, and where a customer asks a return's refund to go (record 052):
 * back the way the order was paid, or to the customer's store credit (an account's INR order).
 */
export const REFUND_CHOICES = ['original', 'store_credit'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];
export const REFUND_CHOICE_LABELS = {
  original: 'Original payment',
  store_credit: 'Store credit',
} as const satisfies Record<RefundChoice, string>;

/**
 * Where a recorded refund went: through the gateway (asked, then settled by its answer), or back
 * to the gift cards the order was paid with or to store credit (settled at once, no gateway).
 */
export const REFUND_METHODS = ['gateway', 'gift_card', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS = {
  gateway: 'Original payment',
  gift_card: 'Gift card',
  store_credit: 'Store credit',
} as const satisfies Record<RefundMethod, string>;

export const REFUND_REASON_MAX = 200;
/** An Idempotency-Key header: a client's retry of one request refunds once. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const REFUND_MESSAGES = {
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: 'The amount is larger than any payment',
  amountCents: 'The amount can have at most two decimals',
  amountMinorRequired: 'amountMinor is required: the amount in minor units (1050 is 10.50)',
  amountWhole: 'amountMinor must be a whole number of minor units (paise, cents)',
  currency: `Currency must be one of ${CURRENCY_CODES.join(', ')}`,
  wrongCurrency: (paid: string) => `This payment was made in ${paid}: refund it in ${paid}`,
  reasonRequired: 'Please give a reason for the refund',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX} characters`,
  notPaid: 'Only a paid order can be refunded',
  tooMuch: (left: string) => `At most ${left} can still be refunded on this payment`,
  tooMuchOrder: (left: string) => `At most ${left} of this order can still be refunded`,
  guestBeyond: (left: string) =>
    `At most ${left} can go back to this guest's payment and gift cards: a guest has no store credit`,
  storeCreditGuest:
    'Store credit is kept on an account, and this order was placed as a guest: refund it to the original payment',
  storeCreditCurrency: (paid: string) =>
    `Store credit is kept in INR, and this order was paid in ${paid}: refund it to the original payment`,
  storeCreditCancelled:
    'This order is cancelled: its gift cards and store credit came back with it, and its payment is refunded where it came from',
  storeCreditPayment:
    'A refund to store credit is not made against a payment: leave the payment out',
  nothingLeft: 'This order has been refunded in full',
  unknownPayment: 'That payment does not belong to this order',
  cannotCancel:
    'This order has left our studio and can no longer be cancelled. You can ask for a return once it arrives.',
  notYours: 'Order not found',
} as const;

const refundReason = z
  .string({ error: REFUND_MESSAGES.reasonRequired })
  .trim()
  .min(1, REFUND_MESSAGES.reasonRequired)
  .max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong);

/** At most this many minor units in one refund (a billion rupees: no order comes near it). */
export const REFUND_MINOR_MAX = 1e11;

/** The owner's refund request (POST /api/admin/orders/:id/refunds). */
export const refundRequestSchema = z.object({
  /** Minor units of `currency` (paise for INR): 1050 is ₹10.50. */
  amountMinor: z
    .number({ error: REFUND_MESSAGES.amountMinorRequired })
    .int(REFUND_MESSAGES.amountWhole)
    .positive(REFUND_MESSAGES.amountPositive)
    .max(REFUND_MINOR_MAX, REFUND_MESSAGES.amountTooLarge),
  /** The payment's currency; a refund is never converted. */
  currency: z.enum(CURRENCY_CODES, { error: REFUND_MESSAGES.currency }),
  reason: refundReason,
  /** The gateway's payment id; the order's own payment when absent. */
  paymentId: z.string().trim().min(1).max(100).optional(),
  /**
   * 'original' (the default): the gateway payment up to what it has left, then the gift cards the
   * order was paid with, then store credit; 'store_credit': all of it to the customer's credit.
   */
  method: z
    .enum(REFUND_CHOICES, { error: 'Choose the original payment or store credit' })
    .optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The owner's refund form: the amount as they read it on the order, in major units (rupees). */
export const refundFormSchema = z.object({
  amount: z
    .number({ error: REFUND_MESSAGES.amountPositive })
    .positive(REFUND_MESSAGES.amountPositive)
    .max(fromMinor(REFUND_MINOR_MAX), REFUND_MESSAGES.amountTooLarge)
    .refine(isWholeMinor, REFUND_MESSAGES.amountCents),
  reason: refundReason,
});
export type RefundForm = z.infer<typeof refundFormSchema>;
