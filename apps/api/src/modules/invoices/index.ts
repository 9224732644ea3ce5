/** GST tax invoices, credit notes and packing slips. */
export { issueCreditNote, issueInvoice } from '../../db/invoice-numbers';
export { createInvoices, type InvoicesService } from './service';
export { keepBuyersOnRecord, type Seller } from './parties';
export { invoicesRoutes } from './routes';
export { createInvoiceAccess } from './access';
