/** The tax invoice (or export invoice) of a paid order: its lines, shipping and a round-off. */
import { convertMinor, placeOfSupply, supplyKind } from '@shop/shared';
import { NotFoundError } from '../../lib/errors';
import { invoiceLine } from './lines';
import { addressOf, buyerOf, type Order } from './parties';
import { taxDocumentPdf, type Party } from './pdf';
import type { DocumentRecords } from './records';

const SUPPLY_NOTES = {
  intra_state: 'Intra-state supply: CGST and SGST charged.',
  inter_state: 'Inter-state supply: IGST charged.',
  export: 'Export of goods: supply outside India, IGST charged as collected.',
} as const;

const paymentNote = (order: Order) =>
  `Payment: ${order.paymentMethod}${order.gatewayPaymentId ? ` (${order.gatewayPaymentId})` : ''}.`;

export async function drawTaxInvoice(
  records: DocumentRecords,
  seller: Party,
  orderId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await records.documentOf(orderId, 'invoice');
  if (!invoice) throw new NotFoundError('This order has no invoice yet');
  const { order, items } = await records.orderWithLines(orderId);
  const kind = supplyKind(addressOf(order));
  const lines = items.map((row) => invoiceLine(row, kind, order.exchangeRate));
  const goods = lines.reduce((s, l) => s + l.total, 0);
  const shipping = convertMinor(order.shippingCents, order.exchangeRate);
  // Each line is converted on its own; the charge converted the order's total once.
  const roundOff = order.amountMinor - goods - shipping;
  const pdf = await taxDocumentPdf({
    title: kind === 'export' ? 'EXPORT INVOICE' : 'TAX INVOICE',
    number: invoice.number,
    date: invoice.issuedAt,
    orderNumber: order.orderNumber,
    seller,
    buyer: invoice.buyer ?? buyerOf(order),
    placeOfSupply: placeOfSupply(addressOf(order)),
    currency: order.currency,
    lines,
    extras: [
      { label: `Shipping (${order.shippingMethodName ?? 'standard'})`, amount: shipping },
      ...(roundOff !== 0 ? [{ label: 'Round off', amount: roundOff }] : []),
    ],
    total: order.amountMinor,
    notes: [SUPPLY_NOTES[kind], paymentNote(order)],
  });
  return { number: invoice.number, pdf };
}
