/** How placed orders read, in the history and on the confirmation page: dates and money charged. */
import { formatMoney } from '@shop/shared';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'November 22, 2026 at 10:15 AM', in the shopper's time zone. */
export const formatOrderDate = (iso: string) => dateTime.format(new Date(iso));

/** 'November 29, 2026'. */
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

type Charged = {
  charged: { amount: number; currency: string };
  totalPrice: number;
  /** The order's own rate, as the confirmation mail converts with it. */
  exchangeRate?: number;
};

/** The total the shopper paid, to 2 decimals, in the currency they paid in. */
export const formatCharged = (order: Charged) =>
  formatMoney(order.charged.amount, order.charged.currency);

/**
 * Formats one of the order's amounts: the API gives every amount in the currency charged (record
 * 036; older orders' dollar figures converted at their own rate), so it is written as it is.
 */
export function orderMoney(order: Charged): (amount: number) => string {
  return (amount) => formatMoney(amount, order.charged.currency);
}
