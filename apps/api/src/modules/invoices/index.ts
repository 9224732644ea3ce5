/** GST tax invoices, credit notes and packing slips. */
export { issueCreditNote, issueInvoice } from './numbers';
export { createInvoices, keepBuyersOnRecord, type InvoicesService, type Seller } from './service';
export { invoicesRoutes } from './routes';
export { createInvoiceAccess } from './access';
