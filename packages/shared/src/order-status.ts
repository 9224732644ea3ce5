/**
 * An order's life, written once: its statuses, what the shop calls them, which payment states an
 * order can be in, and the path the owner may move it along. The database enum, the API's
 * validation and the web's filters and forms all come from here.
 */

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * 'cod_pending': cash on delivery (issue 27), placed unpaid; the courier collects the money, then
 * the owner marks it paid.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refund_due',
  'refunded',
  'cod_pending',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment states of real orders: an unpaid or failed checkout is not an order anyone sees; a
 * refunded one stays on record; a cash-on-delivery order is placed though not paid yet.
 */
export const PLACED_PAYMENT_STATUSES = [
  'paid',
  'refund_due',
  'refunded',
  'cod_pending',
] as const satisfies PaymentStatus[];
export type PlacedPaymentStatus = (typeof PLACED_PAYMENT_STATUSES)[number];

/** Which status an order may move to next (spec tracking steps; cancelling only before dispatch). */
export const ORDER_TRANSITIONS = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * The statuses an order may move to now. Only a paid order moves: one whose payment is due a
 * refund (or never arrived) must be settled first. A cash-on-delivery order moves once its
 * shopper confirmed it (`codConfirmed`), except to 'delivered': the owner marks it delivered with
 * the cash collected, which also records the payment; unconfirmed, it may only be cancelled.
 */
export function nextOrderStatuses(
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  codConfirmed = false,
): readonly OrderStatus[] {
  if (paymentStatus === 'cod_pending') {
    const next: readonly OrderStatus[] = ORDER_TRANSITIONS[status];
    return codConfirmed
      ? next.filter((s) => s !== 'delivered')
      : next.filter((s) => s === 'cancelled');
  }
  return paymentStatus === 'paid' ? ORDER_TRANSITIONS[status] : [];
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  paymentStatus: PaymentStatus = 'paid',
  codConfirmed = false,
): boolean {
  return nextOrderStatuses(from, paymentStatus, codConfirmed).includes(to);
}

/**
 * What a shopper reads for an order, in Order History, the Track dialog and as its timeline's last
 * reached step (issue 13: a paid order read 'Pending' beside a timeline saying 'Processing'). The
 * words are the tracking steps': a paid order the shop has not started yet is 'Placed'. An unpaid
 * attempt says so rather than borrowing a fulfilment word.
 */
export function shopperOrderStatusLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  if (paymentStatus === 'pending') return 'Awaiting payment';
  if (paymentStatus === 'failed') return 'Payment failed';
  return status === 'pending' ? 'Placed' : ORDER_STATUS_LABELS[status];
}
