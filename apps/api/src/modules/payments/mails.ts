/**
 * The order confirmation a customer keeps: every figure in the currency they paid in, the address
 * it goes to, where to see the order, and whom to ask.
 */
import {
  chargedMinor,
  deliveryWindow,
  formatMoney,
  fromMinor,
  giftCardLabel,
  lineDescription,
  shippingBeforeDiscounts,
  SHOP_NAME,
  SUPPORT,
  taxIncluded,
  type PricedOrder,
} from '@shop/shared';
import { renderMail, type MailSection } from '../../integrations/mail-layout';
import { NOTHING_ELSE, orderPageUrl, type PaidWith } from '../orders';

type ConfirmedOrder = PricedOrder & {
  orderNumber: string;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  /** What the gateway charged, in minor units of `currency`: the mail's total is exactly this. */
  amountMinor: number;
  currency: string;
  shippingAddress: Record<string, string>;
  /** The shipping method charged and its transit days, when the order records them. */
  shippingMethodName?: string | null;
  deliveryMinDays?: number | null;
  deliveryMaxDays?: number | null;
  deliveryBusinessDays?: boolean | null;
  paidAt?: Date | null;
};
type Line = {
  title: string;
  quantity: number;
  unitPriceCents: number;
  selectedColor?: string | null;
  optionValues?: Record<string, string> | null;
};

export function orderConfirmationMail(o: {
  name: string;
  order: ConfirmedOrder;
  items: Line[];
  publicUrl: string;
  orderToken?: string;
  /** Its named discounts, gift cards and store credit (issue 28). */
  paidWith?: PaidWith;
}) {
  const { order } = o;
  const charged = (minor: number) =>
    formatMoney(fromMinor(chargedMinor(order, minor)), order.currency);
  const total = formatMoney(fromMinor(order.amountMinor), order.currency);
  const url = orderPageUrl(o.publicUrl, order.orderNumber, o.orderToken);
  return renderMail({
    subject: `Order ${order.orderNumber} confirmed — ${SHOP_NAME}`,
    heading: `Thank you, ${o.name}`,
    paragraphs: [
      `We have received your payment of ${total} for order ${order.orderNumber}.`,
      'We pack orders within 1-2 business days and will mail you the tracking number when it ships.',
      ...deliveryLine(order),
    ],
    sections: [
      {
        title: `Order ${order.orderNumber}`,
        rows: [
          ...o.items.map((i) => ({
            label: `${i.quantity} × ${lineDescription(i)} at ${charged(i.unitPriceCents)}`,
            value: charged(i.unitPriceCents * i.quantity),
          })),
        ],
      },
      {
        rows: totalRows(order, charged, total, o.paidWith ?? NOTHING_ELSE),
        lines: conversionNote(order),
      },
      { title: 'Shipping to', lines: addressLines(order.shippingAddress) },
      {
        title: 'Questions?',
        lines: [
          `Reply to this mail, write to ${SUPPORT.email} or call ${SUPPORT.phone}, quoting order ${order.orderNumber}.`,
        ],
      },
    ],
    action: { label: 'View your order', url },
  });
}

function totalRows(
  order: ConfirmedOrder,
  charged: (cents: number) => string,
  total: string,
  paid: PaidWith,
): NonNullable<MailSection['rows']> {
  // Shipping before a free-shipping discount, which is named with the others below it.
  const shipping = shippingBeforeDiscounts(order.shippingCents, paid.discounts);
  const named = paid.discounts.map((d) => ({
    label: d.code ? `${d.code} (${d.name})` : d.name,
    value: `−${charged(d.amountMinor)}`,
  }));
  return [
    { label: 'Subtotal', value: charged(order.subtotalCents) },
    {
      label: order.shippingMethodName ? `Shipping (${order.shippingMethodName})` : 'Shipping',
      value: shipping === 0 ? 'Free' : charged(shipping),
    },
    ...(named.length
      ? named
      : order.discountCents > 0
        ? [{ label: 'Discount', value: `−${charged(order.discountCents)}` }]
        : []),
    taxRow(order, charged),
    ...paid.giftCards.map((g) => ({
      label: giftCardLabel(g.last4),
      value: `−${charged(g.amountMinor)}`,
    })),
    ...(paid.storeCreditMinor > 0
      ? [{ label: 'Store credit', value: `−${charged(paid.storeCreditMinor)}` }]
      : []),
    { label: 'Total charged', value: total, strong: true },
  ];
}

/** "Includes ₹X GST" in prices that hold it; an export has none; older orders added "Tax". */
function taxRow(order: ConfirmedOrder, charged: (minor: number) => string) {
  if (!taxIncluded(order)) return { label: 'Tax', value: charged(order.taxCents) };
  if (order.taxCents === 0) return { label: 'No GST: export of goods', value: '' };
  return { label: `Includes ${charged(order.taxCents)} GST`, value: '' };
}

const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});

/** "Estimated delivery: Mon 7 December - Wed 9 December", from the method charged. */
function deliveryLine(order: ConfirmedOrder): string[] {
  if (order.deliveryMinDays == null || order.deliveryMaxDays == null) return [];
  const { earliest, latest } = deliveryWindow(
    {
      minDays: order.deliveryMinDays,
      maxDays: order.deliveryMaxDays,
      businessDays: order.deliveryBusinessDays ?? true,
    },
    order.paidAt ?? new Date(),
  );
  const range =
    day.format(earliest) === day.format(latest)
      ? day.format(latest)
      : `${day.format(earliest)} - ${day.format(latest)}`;
  return [`Estimated delivery: ${range}.`];
}

/** Converted figures can each round by a paisa: say so, and that the total is the exact charge. */
function conversionNote(order: ConfirmedOrder): string[] {
  if (order.currency === 'USD' || taxIncluded(order)) return [];
  const rate = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 }).format(
    order.exchangeRate,
  );
  return [
    `Prices are converted from US dollars at 1 USD = ${rate} ${order.currency}, the rate of your payment, and rounded; the total is the exact amount charged.`,
  ];
}

function addressLines(a: Record<string, string>): string[] {
  const place = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean);
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.address,
    place.join(', '),
    a.country,
    a.number ? `Phone: ${a.number}` : '',
  ].filter((l): l is string => Boolean(l));
}
