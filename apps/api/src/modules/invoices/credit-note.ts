/** The credit note of a processed refund: one line giving back the refund's share of the tax. */
// Where the refund went (record 052): the note says so.
const REFUND_TO: Record<string, string> = {
  gateway: 'Issued for a refund to the original payment method.',
  gift_card: 'Issued for a refund to the gift card the order was paid with.',
  store_credit: "Issued for a refund to the customer's store credit.",
};
import { placeOfSupply, splitTax, supplyKind } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { destinationOf, buyerOf } from './parties';
import { taxDocumentPdf, type Party } from './pdf';
import type { DocumentRecords } from './records';

export async function drawCreditNote(
  db: Db,
  records: DocumentRecords,
  seller: Party,
  { orderId, refundId }: { orderId: string; refundId: string },
): Promise<{ number: string; pdf: Buffer }> {
  const note = await records.documentOf(orderId, 'credit_note', refundId);
  const invoice = await records.documentOf(orderId, 'invoice');
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!note || !refund || !order || refund.orderId !== orderId)
    throw new NotFoundError('Credit note not found');
  // The refund gives back its share of the order's tax.
  const taxShare =
    order.totalCents > 0 ? Math.round((refund.amountMinor * order.taxCents) / order.totalCents) : 0;
  const pdf = await taxDocumentPdf({
    title: 'CREDIT NOTE',
    number: note.number,
    date: note.issuedAt,
    orderNumber: order.orderNumber,
    against: invoice?.number,
    seller,
    buyer: note.buyer ?? buyerOf(order),
    placeOfSupply: placeOfSupply(destinationOf(order)),
    currency: refund.currency,
    table: {
      style: 'summary',
      lines: [
        {
          description: `Refund: ${refund.reason}`,
          hsn: '-',
          quantity: 1,
          taxable: refund.amountMinor - taxShare,
          ratePercent: 0,
          ...splitTax(taxShare, supplyKind(destinationOf(order))),
          total: refund.amountMinor,
        },
      ],
    },
    extras: [],
    taxRows: true,
    total: refund.amountMinor,
    notes: [REFUND_TO[refund.method] ?? REFUND_TO.gateway!],
  });
  return { number: note.number, pdf };
}
