/**
 * What a shopper is told when the courier's update moves their parcel (record 058): out for
 * delivery, delivered, a failed attempt, or the parcel turning back. In transit says nothing new.
 */
import type { ShipmentStatus } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';

type CourierMail = {
  orderNumber: string;
  status: ShipmentStatus;
  /** The courier's own words ('Consignee not available'). */
  detail: string;
  carrier: { name: string; trackingUrl: string } | null;
  orderUrl: string;
};

const WORDS: Partial<
  Record<ShipmentStatus, (m: CourierMail) => { subject: string; heading: string; says: string[] }>
> = {
  out_for_delivery: (m) => ({
    subject: `Order ${m.orderNumber}: out for delivery`,
    heading: 'Your parcel is out for delivery',
    says: [
      `Order ${m.orderNumber} is out for delivery${m.carrier ? ` with ${m.carrier.name}` : ''} today.`,
      'Keep your phone close: the courier may call when they reach you.',
    ],
  }),
  delivered: (m) => ({
    subject: `Order ${m.orderNumber}: delivered`,
    heading: 'Your order was delivered',
    says: [
      `The courier delivered order ${m.orderNumber}. We hope it brings you calm days.`,
      'Not with you? Reply to this mail within 48 hours and we will find it with the courier.',
    ],
  }),
  failed_delivery: (m) => ({
    subject: `Order ${m.orderNumber}: the courier could not deliver`,
    heading: 'The courier could not deliver your parcel',
    says: [
      `The courier tried to deliver order ${m.orderNumber}${m.detail ? ` and noted: ${m.detail}` : ''}.`,
      'They will try again on the next working day. If your address or phone number needs a correction, reply to this mail today so the parcel is not sent back.',
    ],
  }),
  returned_to_origin: (m) => ({
    subject: `Order ${m.orderNumber}: your parcel is coming back to us`,
    heading: 'Your parcel is coming back to us',
    says: [
      `The courier could not deliver order ${m.orderNumber} and is returning it to our studio.`,
      'We will write to you when it arrives, to send it again or refund you. Reply to this mail if you would like one or the other.',
    ],
  }),
};

/** The mail for an update, or null when it is not worth a mail (in transit). */
export function courierMail(m: CourierMail) {
  const words = WORDS[m.status]?.(m);
  if (!words) return null;
  return renderMail({
    subject: words.subject,
    heading: words.heading,
    paragraphs: words.says,
    sections:
      m.carrier && m.status !== 'delivered'
        ? [{ link: { label: `${m.carrier.name} · Track parcel`, url: m.carrier.trackingUrl } }]
        : [],
    action: { label: 'View your order', url: m.orderUrl },
  });
}
