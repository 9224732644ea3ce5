/**
 * Indian GST tax invoices (issue 14): numbering per financial year, the tax split by place of
 * supply, and what an invoice says for an order shipped abroad. The server issues and prints
 * them; the rules live here so they are tested once.
 */
import { gstinState } from './gstin';
import { stateWithCode } from './indian-states';

/** An invoice states its total in words too (rule 46); written in its own module. */
export { amountInWords } from './amount-in-words';

/** The seller's state (Hyderabad): a supply within it is intra-state (CGST + SGST). */
export const SELLER_STATE = 'Telangana';
/** GST state code of the seller's state (the first two digits of its GSTIN). */
export const SELLER_STATE_CODE = '36';

/** India's financial year runs April to March: '2026-27' for any day from 1 April 2026. */
export function financialYear(date: Date): string {
  const year = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
const PREFIX: Record<InvoiceKind, string> = { invoice: 'MM', credit_note: 'CN' };
/** GST rule 46: at most 16 characters, letters, digits, '-' and '/', unique per financial year. */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

/** 'MM/26-27/000042': series, financial year, sequence (15 characters up to 999,999 a year). */
export function invoiceNumber(kind: InvoiceKind, fy: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  const number = `${PREFIX[kind]}/${fy.slice(2)}/${String(sequence).padStart(6, '0')}`;
  if (!INVOICE_NUMBER.test(number)) throw new RangeError(`Not a GST invoice number: ${number}`);
  return number;
}

export type TaxSplit = { cgst: number; sgst: number; igst: number };
export type SupplyKind = 'intra_state' | 'inter_state' | 'export';

/** Where the supply is, from the shipping address: another state, the seller's, or abroad. */
export function supplyKind(address: { country: string; state?: string }): SupplyKind {
  if (address.country !== 'India') return 'export';
  return address.state?.trim().toLowerCase() === SELLER_STATE.toLowerCase()
    ? 'intra_state'
    : 'inter_state';
}

/**
 * Where the supply goes for GST (record 046): a business buyer's is the state its GSTIN is
 * registered in, whatever the delivery address; a consumer's is the delivery address. A GSTIN
 * whose state code is unknown, or an address abroad, leaves the address as it is.
 */
export function supplyDestination(
  address: { country: string; state?: string },
  buyerGstin?: string | null,
): { country: string; state?: string } {
  const registered = buyerGstin ? gstinState(buyerGstin) : undefined;
  if (!registered || address.country !== 'India') return address;
  return { country: 'India', state: registered };
}

/** The tax charged (minor units), split: half CGST, half SGST within the state; IGST otherwise. */
export function splitTax(taxMinor: number, kind: SupplyKind): TaxSplit {
  if (kind !== 'intra_state') return { cgst: 0, sgst: 0, igst: taxMinor };
  const cgst = Math.floor(taxMinor / 2);
  return { cgst, sgst: taxMinor - cgst, igst: 0 };
}

/** The place of supply as an invoice prints it: a state with its GST state code (rule 46). */
export function placeOfSupply(address: { country: string; state?: string }): string {
  if (address.country !== 'India') return `${address.country} (export)`;
  return address.state ? stateWithCode(address.state) : 'India';
}

/** HSN codes of what the shop sells (chapter 48 paper goods, 49 printed pictures). */
export const HSN_CODES = {
  notebook: '4820',
  printedPicture: '4911',
  paperArticle: '4823',
} as const;
/**
 * A code the catalogue accepts: 4, 6 or 8 digits, or VOUCHER for a gift card, which is no supply
 * of goods and has no HSN (issue 28, record 053): taxed at 0% when sold, GST due on redemption.
 */
export const VOUCHER_HSN = 'VOUCHER';
export const HSN_CODE = /^(\d{4}(\d{2}){0,2}|VOUCHER)$/;
export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits (or VOUCHER for a gift card)';
/** SAC of the delivery the seller charges for (goods transport services), its invoice line's code. */
export const SHIPPING_SAC = '9965';
/**
 * SAC of a cash-on-delivery fee (issue 27): collecting the cash at the door is part of the
 * delivery (courier services, 9968); like the delivery it is taxed with the goods (composite
 * supply, at their highest rate), GST included in the fee.
 */
export const COD_FEE_SAC = '9968';

/** Where the documents download (the customer's own order, or any for the owner). */
export const DOCUMENT_PATHS = {
  invoice: (orderNumber: string) =>
    `/api/products/my-orders/${encodeURIComponent(orderNumber)}/invoice.pdf`,
  creditNote: (orderNumber: string, refundId: string) =>
    `/api/products/my-orders/${encodeURIComponent(orderNumber)}/credit-notes/${encodeURIComponent(refundId)}.pdf`,
  packingSlip: (orderId: string) =>
    `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`,
  /** The courier's label for a shipment booked with the aggregator (record 058). */
  shipmentLabel: (orderId: string) =>
    `/api/admin/orders/${encodeURIComponent(orderId)}/shipment/label.pdf`,
} as const;
