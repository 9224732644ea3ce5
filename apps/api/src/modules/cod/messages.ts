/** What a COD shopper is told, by mail and (in development) the sandbox phone channel. */
import { COD_CONFIRM_HOURS, formatMoney, fromMinor } from '@shop/shared';

type Order = {
  orderNumber: string;
  amountMinor: number;
  codFeeMinor: number;
  currency: string;
  codConfirmBy: Date | null;
};

const money = (minor: number, currency: string) => formatMoney(fromMinor(minor), currency);
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Placed: pay on delivery, but only once confirmed from the link within the hours allowed. */
export function placedMessage(order: Order) {
  const fee =
    order.codFeeMinor > 0
      ? ` (including a ${money(order.codFeeMinor, order.currency)} cash-on-delivery fee)`
      : '';
  const deadline = order.codConfirmBy ? ` (by ${when.format(order.codConfirmBy)} IST)` : '';
  return {
    kind: 'cod_placed' as const,
    subject: `Please confirm your order ${order.orderNumber}`,
    body: [
      `You chose to pay ${money(order.amountMinor, order.currency)} in cash when order ${order.orderNumber} arrives${fee}.`,
      `Please confirm it within ${COD_CONFIRM_HOURS} hours${deadline}. An order that is not confirmed is cancelled and nothing is sent.`,
    ].join('\n\n'),
  };
}

export function confirmedMessage(order: Order) {
  return {
    kind: 'cod_confirmed' as const,
    subject: `Order ${order.orderNumber} confirmed: pay on delivery`,
    body: [
      `Thank you for confirming order ${order.orderNumber}. We pack orders within 1-2 business days.`,
      `Please keep ${money(order.amountMinor, order.currency)} ready for the courier.`,
    ].join('\n\n'),
  };
}
