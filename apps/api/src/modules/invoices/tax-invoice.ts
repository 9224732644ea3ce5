/**
 * The tax invoice (or export invoice) of a paid order. A GST-inclusive order (record 036) is
 * itemised: each line from gross to taxable value with its taxes, and the shipping as a line
 * (SAC 9965); its lines add up to the charge. An order priced before keeps its invoice as it was
 * issued: converted lines, shipping and a round-off. A cancelled order's invoice says so and
 * names the credit notes that reversed it.
 */
import {
  convertMinor,
  giftCardLabel,
  COD_FEE_SAC,
  placeOfSupply,
  SHIPPING_SAC,
  supplyKind,
  type SupplyKind,
} from '@shop/shared';
import type { PaidWith } from '../../db/paid-with';
import { NotFoundError } from '../../lib/errors';
import { chargeInvoiceLine, inclusiveInvoiceLine, invoiceLine } from './lines';
import { destinationOf, buyerOf, type Order } from './parties';
import { taxDocumentPdf, type Party, type TaxDocument } from './pdf';
import { money } from './pdf-render';
import type { DocumentRecords } from './records';

type Rows = Awaited<ReturnType<DocumentRecords['orderWithLines']>>['items'];
type Figures = Pick<TaxDocument, 'table' | 'extras' | 'taxRows' | 'notes'>;

const SUPPLY_NOTES = {
  intra_state: 'Intra-state supply: CGST and SGST charged.',
  inter_state: 'Inter-state supply: IGST charged.',
  export: 'Export of goods: supply outside India, IGST charged as collected.',
} as const;
const EXPORT_UNDER_LUT = 'Supply meant for export under LUT without payment of IGST.';

const paymentNote = (order: Order) =>
  `Payment: ${order.paymentMethod}${order.gatewayPaymentId ? ` (${order.gatewayPaymentId})` : ''}.`;
const roundOff = (amount: number) => (amount !== 0 ? [{ label: 'Round off', amount }] : []);

/** An order priced in US cents with the tax on top, converted at its rate (before record 036). */
function legacyFigures(order: Order, rows: Rows, kind: SupplyKind): Figures {
  const lines = rows.map((row) => invoiceLine(row, kind, order.exchangeRate));
  const goods = lines.reduce((s, l) => s + l.total, 0);
  const shipping = convertMinor(order.shippingCents, order.exchangeRate);
  return {
    table: { style: 'summary', lines },
    // Each line is converted on its own; the charge converted the order's total once.
    extras: [
      { label: `Shipping (${order.shippingMethodName ?? 'standard'})`, amount: shipping },
      ...roundOff(order.amountMinor - goods - shipping),
    ],
    taxRows: true,
    notes: [SUPPLY_NOTES[kind], paymentNote(order)],
  };
}

/**
 * Each discount by name, taken off the lines' taxable value before their GST (issue 28), and what
 * gift cards and store credit paid: a voucher is no supply, so the goods bear the GST when it is
 * redeemed on them, and the invoice says so.
 */
function discountAndVoucherNotes(order: Order, paid: PaidWith): string[] {
  // The PDF's standard font has no rupee sign or minus: amounts as the tables write them.
  const amount = (minor: number) => money(minor, order.currency);
  const named = paid.discounts.map(
    (d) => `${d.code ? `${d.code} (${d.name})` : d.name} -${amount(d.amountMinor)}`,
  );
  const vouchers = [
    ...paid.giftCards.map((g) => `${giftCardLabel(g.last4)}: ${amount(g.amountMinor)}`),
    ...(paid.storeCreditMinor > 0 ? [`Store credit: ${amount(paid.storeCreditMinor)}`] : []),
  ];
  return [
    ...(named.length
      ? [`Discounts, taken off the taxable value before GST: ${named.join('; ')}.`]
      : []),
    ...(vouchers.length
      ? [
          `Paid with ${vouchers.join('; ')}. A gift card or store credit is not a supply: GST is charged on the goods it was redeemed on, above.`,
        ]
      : []),
  ];
}

/** A GST-inclusive order, in the minor units it was charged in. */
function inclusiveFigures(order: Order, rows: Rows, kind: SupplyKind, paid: PaidWith): Figures {
  const method = order.shippingMethodName ?? 'standard';
  const lines = rows.map((row) => inclusiveInvoiceLine(row, kind));
  // Free delivery is no supply of its own: no line.
  if (order.shippingCents !== 0)
    lines.push(
      chargeInvoiceLine(rows, order.shippingCents, {
        kind,
        description: `Shipping (${method})`,
        code: SHIPPING_SAC,
      }),
    );
  if (order.codFeeMinor !== 0)
    lines.push(
      chargeInvoiceLine(rows, order.codFeeMinor, {
        kind,
        description: 'Cash on delivery fee',
        code: COD_FEE_SAC,
      }),
    );
  const lineTotal = lines.reduce((s, l) => s + l.total, 0);
  return {
    table: { style: 'itemised', supply: kind, lines },
    // The lines add up to the order's value (the charge, with what gift cards and credit paid);
    // a difference would be the checkout's error, shown not hidden.
    extras: roundOff(order.totalCents - lineTotal),
    taxRows: kind !== 'export',
    notes: [
      kind === 'export' ? EXPORT_UNDER_LUT : SUPPLY_NOTES[kind],
      ...discountAndVoucherNotes(order, paid),
      ...(rows.some((row) => row.item.giftCard)
        ? [
            'Gift cards sold on this invoice are vouchers, not a supply of goods: no GST on their sale; GST is charged on the goods they are redeemed on.',
          ]
        : []),
      paymentNote(order),
    ],
  };
}

export async function drawTaxInvoice(
  records: DocumentRecords,
  seller: Party,
  orderId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await records.documentOf(orderId, 'invoice');
  if (!invoice) throw new NotFoundError('This order has no invoice yet');
  const { order, items, paid } = await records.orderWithLines(orderId);
  const creditNotes = await records.creditNotesOf(orderId);
  const kind = supplyKind(destinationOf(order));
  const figures =
    order.pricing === 'inclusive'
      ? inclusiveFigures(order, items, kind, paid)
      : legacyFigures(order, items, kind);
  const pdf = await taxDocumentPdf({
    title: kind === 'export' ? 'EXPORT INVOICE' : 'TAX INVOICE',
    number: invoice.number,
    date: invoice.issuedAt,
    orderNumber: order.orderNumber,
    seller,
    buyer: invoice.buyer ?? buyerOf(order),
    placeOfSupply: placeOfSupply(destinationOf(order)),
    currency: order.currency,
    ...figures,
    total: order.pricing === 'inclusive' ? order.totalCents : order.amountMinor,
    cancelled: order.status === 'cancelled',
    creditNotes,
  });
  return { number: invoice.number, pdf };
}
