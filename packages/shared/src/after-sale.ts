/**
 * After the sale (issue 29): what a customer may still do with an order, written once for the
 * order's page (its `actions`) and for the routes that must refuse the same things in the same
 * words: no cancel after dispatch or once money has gone back; no second return of lines already
 * returned or being returned; no return outside the policy's window.
 */
import type { OrderStatus, PaymentStatus } from './order-status';
import { REFUND_MESSAGES, type RefundMethod } from './refunds';
import { RETURN_MESSAGES, returnAllowed, type ReturnStatus } from './returns';

export type CustomerAction = { allowed: boolean; reason?: string };

export const AFTER_SALE_MESSAGES = {
  cancelled: 'This order is already cancelled.',
  refundedInFull: 'This order has been refunded in full.',
  partlyRefunded:
    'Part of this order has been refunded already, so it can no longer be cancelled here. Write to us and we will sort out the rest.',
  notPaid: 'This order is not paid, so there is nothing to cancel or return.',
  nothingToReturn:
    'Every item of this order has been returned or is being returned (gift cards cannot be returned).',
} as const;

/** Terms: a refund reaches the original payment method within 7-10 business days. */
export const GATEWAY_REFUND_DAYS = { min: 7, max: 10 } as const;

/** Where a refund went, as the customer reads it on their order. */
export const REFUND_DESTINATION_LABELS = {
  gateway: 'To your card / original payment',
  store_credit: 'To your store credit',
  gift_card: 'To your gift card',
} as const satisfies Record<RefundMethod, string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last business day a gateway refund may take to arrive (Terms: 7-10 business days). */
export function refundExpectedBy(createdAt: Date): Date {
  let date = new Date(createdAt.getTime());
  for (let left = GATEWAY_REFUND_DAYS.max; left > 0;) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date;
}

type ReturnedLines = { status: ReturnStatus; lines: { itemId: string; quantity: number }[] }[];

/** Per order line, what can still be returned: bought less returns not declined; gift cards none. */
export function returnableLeft(
  items: { id: string; quantity: number; giftCard: unknown }[],
  returns: ReturnedLines,
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of returns.filter((r) => r.status !== 'declined').flatMap((r) => r.lines))
    taken.set(line.itemId, (taken.get(line.itemId) ?? 0) + line.quantity);
  return new Map(
    items.map((i) => [i.id, i.giftCard ? 0 : Math.max(0, i.quantity - (taken.get(i.id) ?? 0))]),
  );
}

type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus };
const unpaid = (o: OrderState) => o.paymentStatus === 'pending' || o.paymentStatus === 'failed';
const refuse = (reason: string): CustomerAction => ({ allowed: false, reason });

/** Whether the customer may cancel: before dispatch, and only while nothing has been refunded. */
export function cancelAction(o: OrderState & { refundedMinor: number }): CustomerAction {
  if (unpaid(o)) return refuse(AFTER_SALE_MESSAGES.notPaid);
  if (o.status === 'cancelled') return refuse(AFTER_SALE_MESSAGES.cancelled);
  if (o.paymentStatus === 'refunded') return refuse(AFTER_SALE_MESSAGES.refundedInFull);
  if (o.status !== 'pending' && o.status !== 'processing')
    return refuse(REFUND_MESSAGES.cannotCancel);
  if (o.refundedMinor > 0) return refuse(AFTER_SALE_MESSAGES.partlyRefunded);
  return { allowed: true };
}

/**
 * Whether the customer may ask for a return now: delivered, within the policy's window for some
 * reason, not refunded in full, with something left to return.
 */
export function returnAction(
  o: OrderState & { deliveredAt: Date | null; country: string; leftToReturn: number },
  now: Date,
): CustomerAction {
  if (unpaid(o)) return refuse(AFTER_SALE_MESSAGES.notPaid);
  if (o.status === 'cancelled') return refuse(AFTER_SALE_MESSAGES.cancelled);
  if (o.status !== 'delivered') return refuse(RETURN_MESSAGES.notDelivered);
  if (o.leftToReturn <= 0) return refuse(AFTER_SALE_MESSAGES.nothingToReturn);
  if (o.paymentStatus === 'refunded') return refuse(AFTER_SALE_MESSAGES.refundedInFull);
  const damaged = returnAllowed('damaged', o, now);
  const unused = returnAllowed('unused', o, now);
  if (damaged.ok || unused.ok) return { allowed: true };
  return refuse(o.country === 'India' ? damaged.message : unused.message);
}
