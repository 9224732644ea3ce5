/**
 * Returns (issue 14), as the Returns Policy and the Terms promise them: an item that arrives
 * damaged is reported within 48 hours of delivery with photos (any destination); an unused item
 * from an order delivered abroad may come back within 30 days of delivery. Orders delivered in
 * India are returned only when damaged or defective.
 */
import { z } from 'zod';
import { REFUND_CHOICES, type RefundChoice } from './refunds';

export const RETURN_REASONS = ['damaged', 'unused'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS = {
  damaged: 'Arrived damaged or defective',
  unused: 'Unused, in its original packaging',
} as const satisfies Record<ReturnReason, string>;

/** requested -> approved (refunded) -> received (restocked), or requested -> declined. */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS = {
  requested: 'Return requested',
  approved: 'Return approved',
  declined: 'Return declined',
  received: 'Return received',
} as const satisfies Record<ReturnStatus, string>;

export const RETURN_LIMITS = { damagedHours: 48, unusedDays: 30, maxPhotos: 3, noteMax: 500 };

export const RETURN_MESSAGES = {
  notDelivered: 'A return can be asked for once the order has been delivered.',
  damagedLate: `Damaged items must be reported within ${RETURN_LIMITS.damagedHours} hours of delivery.`,
  unusedIndia:
    'Orders delivered in India can be returned only when an item arrives damaged or defective.',
  unusedLate: `Unused items can be returned within ${RETURN_LIMITS.unusedDays} days of delivery.`,
  photosRequired: 'Please add at least one photo of the damaged item and its packaging.',
  tooManyPhotos: `You can add at most ${RETURN_LIMITS.maxPhotos} photos.`,
  noLines: 'Choose at least one item to return.',
  giftCard: 'Gift cards cannot be returned: their balance stays yours to spend.',
  tooMany: 'You cannot return more than you bought (less what is already being returned).',
  declineMessage: 'Please tell the customer why the return is declined.',
  storeCreditCurrency:
    'Store credit is kept in INR: choose a refund to the original payment for this order.',
} as const;

/** The customer's choice of where a return's refund goes, in their words. */
export const RETURN_REFUND_LABELS = {
  original: 'Refund to the original payment',
  store_credit: 'Refund to store credit',
} as const satisfies Record<RefundChoice, string>;

const HOUR_MS = 60 * 60 * 1000;

/** Whether the policy allows this return now; the refusal says why, in the customer's words. */
export function returnAllowed(
  reason: ReturnReason,
  order: { deliveredAt: Date | null; country: string },
  now: Date,
): { ok: true } | { ok: false; message: string } {
  if (!order.deliveredAt) return { ok: false, message: RETURN_MESSAGES.notDelivered };
  const since = now.getTime() - order.deliveredAt.getTime();
  if (reason === 'damaged')
    return since <= RETURN_LIMITS.damagedHours * HOUR_MS
      ? { ok: true }
      : { ok: false, message: RETURN_MESSAGES.damagedLate };
  if (order.country === 'India') return { ok: false, message: RETURN_MESSAGES.unusedIndia };
  return since <= RETURN_LIMITS.unusedDays * 24 * HOUR_MS
    ? { ok: true }
    : { ok: false, message: RETURN_MESSAGES.unusedLate };
}

/** The form's fields (multipart: `lines` is JSON), photos apart. */
export const returnRequestSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: 'Choose why you are returning it' }),
  note: z.string().trim().max(RETURN_LIMITS.noteMax).optional().default(''),
  lines: z
    .array(
      z.object({ itemId: z.string().min(1).max(100), quantity: z.number().int().min(1).max(50) }),
    )
    .min(1, RETURN_MESSAGES.noLines)
    .max(50),
  /** Where the refund goes once approved; store credit only for an INR order (record 052). */
  refundMethod: z
    .enum(REFUND_CHOICES, { error: 'Choose where the refund goes' })
    .optional()
    .default('original'),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnDeclineSchema = z.object({
  message: z.string().trim().min(1, RETURN_MESSAGES.declineMessage).max(500),
});
