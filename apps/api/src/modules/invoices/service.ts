/**
 * Tax invoices, credit notes and packing slips, drawn from what the order recorded when it was
 * paid (lines with their tax and discount rates and HSN codes, the exchange rate, the address).
 * Amounts are in the currency the customer paid in; within India that is rupees. Each document
 * has its own module; this one hands them the rows and the seller.
 */
import type { Db } from '../../db/client';
import { drawCreditNote } from './credit-note';
import { drawPackingSlip } from './packing-slip';
import { sellerParty, type Seller } from './parties';
import { createDocumentRecords } from './records';
import { drawTaxInvoice } from './tax-invoice';

export function createInvoices({ db, seller }: { db: Db; seller: Seller }) {
  const records = createDocumentRecords(db);
  const sellerOnDocuments = sellerParty(seller);
  return {
    /** The invoice row of an order, if it was paid. */
    invoiceOf: (orderId: string) => records.documentOf(orderId, 'invoice'),
    invoicePdf: (orderId: string) => drawTaxInvoice(records, sellerOnDocuments, orderId),
    creditNotePdf: (orderId: string, refundId: string) =>
      drawCreditNote(db, records, sellerOnDocuments, { orderId, refundId }),
    packingSlipPdf: (orderId: string) => drawPackingSlip(records, orderId),
  };
}

export type InvoicesService = ReturnType<typeof createInvoices>;
