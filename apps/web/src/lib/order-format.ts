/** How placed orders read, in the history and on the confirmation page: dates and money charged. */
import { formatMoney, round2 } from '@shop/shared';
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
 * Formats a recorded USD amount in the order's own currency at the order's own rate (the one it
 * was charged at, as the confirmation mail uses), so line prices agree with what was paid rather
 * than with today's rates.
 */
export function orderMoney(order: Charged): (usd: number) => string {
  const { amount, currency } = order.charged;
  const rate = order.exchangeRate ?? (order.totalPrice > 0 ? amount / order.totalPrice : 0);
  if (currency === 'USD' || rate <= 0) return (usd) => formatMoney(usd, 'USD');
  return (usd) => formatMoney(round2(usd * rate), currency);
}
