/**
 * Mails about money and goods going back: a refund processed, an order cancelled, each step of a
 * return.
 */
import type { RefundMethod } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';

/** Terms: refunds reach the original payment method within 7-10 business days. */
const ARRIVES = 'It reaches your original payment method within 7-10 business days.';
/** Where store credit is spent, in the checkout's own words. */
const SPEND_CREDIT =
  'It is in your account now: tick "Use my store credit" at your next checkout to spend it.';

/** What a refund's mail says, by where the money went (record 052). */
function refundWords(method: RefundMethod, orderNumber: string, amount: string) {
  if (method === 'store_credit')
    return {
      subject: `${amount} added to your store credit`,
      paragraphs: [`${amount} added to your store credit for order ${orderNumber}.`, SPEND_CREDIT],
    };
  if (method === 'gift_card')
    return {
      subject: `${amount} back on your gift card`,
      paragraphs: [
        `We have put ${amount} back on the gift card you paid for order ${orderNumber} with.`,
        'You can spend it at the checkout with the same code.',
      ],
    };
  return {
    subject: `${amount} refunded`,
    paragraphs: [`We have refunded ${amount} for order ${orderNumber}.`, ARRIVES],
  };
}

export function refundedMail(c: {
  orderNumber: string;
  amount: string;
  full: boolean;
  /** The order's page, opened by the mail's own token for a guest (issue 27). */
  orderUrl: string;
  method?: RefundMethod;
}) {
  const words = refundWords(c.method ?? 'gateway', c.orderNumber, c.amount);
  return renderMail({
    subject: `Order ${c.orderNumber}: ${words.subject}`,
    heading: c.full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    paragraphs: words.paragraphs,
    sections: [],
    action: { label: 'View your order', url: c.orderUrl },
  });
}

/** A return's approval, in the words of where each part of its refund goes. */
export function returnRefundWords(parts: { method: RefundMethod; amount: string }[]): string[] {
  return parts.map(({ method, amount }) =>
    method === 'store_credit'
      ? `${amount} added to your store credit.`
      : method === 'gift_card'
        ? `We are putting ${amount} back on the gift card you paid with.`
        : `We are refunding ${amount} to your original payment method.`,
  );
}

/**
 * What the customer does with the goods once a return is approved, as the Returns Policy says: a
 * damaged item stays with them (it is not worth a courier's trip); an unused one comes back.
 */
export const RETURN_GOODS_WORDS = {
  damaged: 'Please keep the damaged item: there is no need to send it back.',
  unused:
    'Please send the items back unused, in their original packaging, with a tracked service. We write again when they reach our studio.',
} as const;

/** The parcel a customer sent back reached the studio (only an unused item's return is sent). */
export const returnReceivedWords = (orderNumber: string) => [
  `The items you sent back from order ${orderNumber} have reached our studio. Thank you.`,
];

export function cancelledMail(c: {
  orderNumber: string;
  byCustomer: boolean;
  reason: string;
  /** The order's page, opened by the mail's own token for a guest (issue 27). */
  orderUrl: string;
  /** False for a cash-on-delivery order not yet collected: there is nothing to refund. */
  paid?: boolean;
}) {
  return renderMail({
    subject: `Order ${c.orderNumber}: Cancelled`,
    heading: 'Your order is cancelled',
    paragraphs: [
      c.byCustomer
        ? `You cancelled order ${c.orderNumber}. Nothing will be sent.`
        : `We have cancelled order ${c.orderNumber}: ${c.reason}. Nothing will be sent.`,
      c.paid === false
        ? 'You paid nothing for it, so nothing is owed back.'
        : `Your payment is being refunded in full. ${ARRIVES}`,
    ],
    sections: [],
    action: { label: 'View your order', url: c.orderUrl },
  });
}

/** A step of a return (requested, approved, declined, received), with a link to the order. */
export function returnMail(c: {
  orderNumber: string;
  heading: string;
  paragraphs: string[];
  /** The order's page, opened by the mail's own token for a guest (issue 27). */
  orderUrl: string;
}) {
  return renderMail({
    subject: `Order ${c.orderNumber}: ${c.heading}`,
    heading: c.heading,
    paragraphs: c.paragraphs,
    sections: [],
    action: { label: 'View your order', url: c.orderUrl },
  });
}
