/** GST tax invoices, credit notes and packing slips. */
export { issueCreditNote, issueInvoice } from '../../db/invoice-numbers';
export { createInvoices, type InvoicesService } from './service';
export { keepBuyersOnRecord, type Seller } from './parties';
export { invoicesRoutes } from './routes';
export { createInvoiceAccess } from './access';
/** Amounts as the PDFs write them ("INR 1,234.50"): the standard font has no rupee sign. */
export { money as invoiceMoney } from './pdf-render';
