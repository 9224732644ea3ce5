/** The mail a shopper gets when the shop moves their order on: what changed, and for a parcel, where it is. */
import { ORDER_STATUS_LABELS, trackingLink, type OrderStatus } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';

/** '2026-11-28' -> 'Saturday, 28 November 2026': a date a shopper reads without decoding it. */
export function readableDate(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  // Built from parts: ICU versions differ on the comma after the weekday.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

export function statusChangeMail(c: {
  orderNumber: string;
  status: OrderStatus;
  trackingNumber?: string;
  /** The carrier the owner chose (record 058); without one, the number's format names it. */
  carrier?: { name: string; trackingUrl: string } | null;
  estimatedDelivery?: string;
  /** The order's page, opened by the mail's own token for a guest (issue 27). */
  orderUrl: string;
}) {
  const label = ORDER_STATUS_LABELS[c.status];
  const recognised = c.trackingNumber ? trackingLink(c.trackingNumber) : null;
  const tracking = c.carrier ? { carrier: c.carrier.name, url: c.carrier.trackingUrl } : recognised;
  return renderMail({
    subject: `Order ${c.orderNumber}: ${label}`,
    heading: `Your order is ${label.toLowerCase()}`,
    paragraphs: [
      `Order ${c.orderNumber} is now ${label.toLowerCase()}.`,
      ...(c.trackingNumber
        ? [`Tracking number: ${c.trackingNumber}${tracking ? ` (${tracking.carrier})` : ''}`]
        : []),
      ...(c.estimatedDelivery ? [`Estimated delivery: ${readableDate(c.estimatedDelivery)}`] : []),
      ...(c.status === 'cancelled'
        ? ['Your payment will be refunded to the original method within 7-10 business days.']
        : []),
    ],
    sections: tracking
      ? [{ link: { label: `${tracking.carrier} · Track parcel`, url: tracking.url } }]
      : [],
    action: { label: 'View your order', url: c.orderUrl },
  });
}
