/**
 * Mails about money and goods going back: a refund processed, an order cancelled, each step of a
 * return.
 */
import { renderMail } from '../../integrations/mail-layout';

/** Terms: refunds reach the original payment method within 7-10 business days. */
const ARRIVES = 'It reaches your original payment method within 7-10 business days.';

export function refundedMail(c: {
  orderNumber: string;
  amount: string;
  full: boolean;
  /** The order's page, opened by the mail's own token for a guest (issue 27). */
  orderUrl: string;
}) {
  return renderMail({
    subject: `Order ${c.orderNumber}: ${c.amount} refunded`,
    heading: c.full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    paragraphs: [`We have refunded ${c.amount} for order ${c.orderNumber}.`, ARRIVES],
    sections: [],
    action: { label: 'View your order', url: c.orderUrl },
  });
}

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
