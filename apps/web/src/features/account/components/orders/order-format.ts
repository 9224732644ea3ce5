/** How orders read: long date-times (spec section 9) and money in the currency actually charged. */
import { formatMoney, round2 } from '@shop/shared';
import type { Order } from '../../api/get-orders';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'November 22, 2026 at 10:15 AM', in the shopper's time zone. */
export const formatOrderDate = (iso: string) => dateTime.format(new Date(iso));

/** 'November 29, 2026'. */
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

/** The total the shopper paid, to 2 decimals, in the currency they paid in. */
export const formatCharged = (order: Order) =>
  formatMoney(order.charged.amount, order.charged.currency);

/**
 * Formats a recorded USD amount in the order's own currency at the order's own rate (charged
 * total / USD total), so line prices agree with what was paid rather than with today's rates.
 */
export function orderMoney(order: Order): (usd: number) => string {
  const { amount, currency } = order.charged;
  const rate = order.totalPrice > 0 ? amount / order.totalPrice : 0;
  if (currency === 'USD' || rate <= 0) return (usd) => formatMoney(usd, 'USD');
  return (usd) => formatMoney(round2(usd * rate), currency);
}
