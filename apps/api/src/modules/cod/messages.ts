/** What a COD shopper is told, by mail and (in development) the sandbox phone channel. */
import { COD_CONFIRM_HOURS, formatMoney, fromMinor, SHOP_NAME } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';

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

/** The receipt once the cash is collected, with the tax invoice attached (drawn when sent). */
export function collectedMail(order: Order & { id: string }, orderUrl: string) {
  return {
    ...renderMail({
      subject: `Receipt for order ${order.orderNumber} — ${SHOP_NAME}`,
      heading: 'Thank you for your payment',
      paragraphs: [
        `We have received ${money(order.amountMinor, order.currency)} in cash for order ${order.orderNumber} on delivery.`,
        'Your tax invoice is attached.',
      ],
      action: { label: 'View your order', url: orderUrl },
    }),
    attachments: [{ kind: 'invoice' as const, orderId: order.id }],
  };
}

/** Not confirmed in time: cancelled, nothing sent, nothing owed. */
export function expiredMessage(order: Order) {
  return {
    kind: 'cod_cancelled' as const,
    subject: `Order ${order.orderNumber} is cancelled`,
    body: [
      `Order ${order.orderNumber} was not confirmed within ${COD_CONFIRM_HOURS} hours, so we have cancelled it and nothing will be sent.`,
      'You paid nothing, so nothing is owed back. You are welcome to order again.',
    ].join('\n\n'),
  };
}

type Change = { status: string; trackingNumber?: string; estimatedDelivery?: string };

/**
 * The owner moved a COD order on: shipped and out for delivery remind the shopper of the cash to
 * keep ready; a cancelled one owes them nothing (the status mail would promise a refund).
 */
export function statusMessage(order: Order, change: Change) {
  const cash = `Please keep ${money(order.amountMinor, order.currency)} ready for the courier.`;
  if (change.status === 'shipped')
    return {
      kind: 'shipped' as const,
      subject: `Order ${order.orderNumber} has shipped`,
      body: [
        `Order ${order.orderNumber} is on its way${change.trackingNumber ? ` (tracking number ${change.trackingNumber})` : ''}${change.estimatedDelivery ? `, expected by ${change.estimatedDelivery}` : ''}.`,
        cash,
      ].join('\n\n'),
    };
  if (change.status === 'out_for_delivery')
    return {
      kind: 'out_for_delivery' as const,
      subject: `Order ${order.orderNumber} is out for delivery`,
      body: [`Order ${order.orderNumber} arrives today.`, cash].join('\n\n'),
    };
  if (change.status === 'cancelled')
    return {
      kind: 'cod_cancelled' as const,
      subject: `Order ${order.orderNumber} is cancelled`,
      body: `Order ${order.orderNumber} is cancelled. You paid nothing, so nothing is owed back.`,
    };
  return null;
}
