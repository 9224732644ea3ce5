import { formatMoney, fromMinor } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';

export const orderConfirmationMail = (o: {
  name: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  items: { title: string; quantity: number }[];
  publicUrl: string;
}) =>
  renderMail({
    subject: `Order ${o.orderNumber} confirmed — Mindful Marks`,
    heading: `Thank you, ${o.name}`,
    paragraphs: [
      `We have received your payment of ${formatMoney(fromMinor(o.amountMinor), o.currency)} for order ${o.orderNumber}.`,
      ...o.items.map((i) => `${i.quantity} × ${i.title}`),
      'We pack orders within 1-2 business days and will mail you the tracking number when it ships.',
    ],
    action: { label: 'Track your order', url: `${o.publicUrl}/profile?query=orders` },
  });
