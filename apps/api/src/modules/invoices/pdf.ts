/**
 * The documents as PDF, drawn with pdfkit: the GST tax invoice (or export invoice) and the credit
 * note for a refund, with what rule 46 of the CGST Rules asks of them (state codes, reverse
 * charge, the total in words), and the packing slip.
 */
import { amountInWords } from '@shop/shared';
import { date, money, party, render, type Party } from './pdf-render';
import { drawLineTable, type LineTable } from './pdf-tables';

export type { Party } from './pdf-render';
export type { InvoiceLine, ItemisedLine } from './pdf-tables';

export type TaxDocument = {
  title: 'TAX INVOICE' | 'EXPORT INVOICE' | 'CREDIT NOTE';
  number: string;
  date: Date;
  orderNumber: string;
  /** A credit note names the invoice it corrects. */
  against?: string;
  seller: Party;
  buyer: Party;
  placeOfSupply: string;
  currency: string;
  table: LineTable;
  /** Shipping, discount rounding and the like, after the lines. */
  extras: { label: string; amount: number }[];
  /** Whether the summary states the taxes (not on a zero-rated export's). */
  taxRows: boolean;
  total: number;
  notes: string[];
  /** An invoice of a cancelled order says so, above the credit notes that reversed it. */
  cancelled?: boolean;
  creditNotes?: { number: string; amount: number; currency: string }[];
};

export type PackingSlip = {
  orderNumber: string;
  date: Date;
  shipTo: Party;
  method: string;
  lines: { description: string; colour: string | null; quantity: number }[];
  notes: string;
};

/** Title, the cancellation and the credit notes under it, and the document's particulars. */
function drawHeading(doc: PDFKit.PDFDocument, d: TaxDocument): number {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text(d.title, 40, 40);
  if (d.cancelled)
    doc
      .fillColor('#c00')
      .fontSize(16)
      .text('CANCELLED', 40, doc.y + 2);
  if (d.creditNotes?.length) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(d.cancelled ? '#c00' : '#444');
    doc.text('Credit notes against this invoice:', 40, doc.y + 2, { width: 280 });
    for (const note of d.creditNotes)
      doc.text(`${note.number}: ${money(note.amount, note.currency)}`, { width: 280 });
  }
  const left = doc.y;
  doc.font('Helvetica').fontSize(9).fillColor('#000');
  const meta = [
    `${d.title === 'CREDIT NOTE' ? 'Credit note' : 'Invoice'} number: ${d.number}`,
    `Date: ${date(d.date)}`,
    `Order: ${d.orderNumber}`,
    ...(d.against ? [`Against invoice: ${d.against}`] : []),
    `Place of supply: ${d.placeOfSupply}`,
    'Reverse charge: No',
  ];
  doc.text(meta.join('\n'), 330, 44, { width: 225, align: 'right' });
  return Math.max(doc.y, left, 110) + 10;
}

/** The sums under the table, the total and the total in words; answers where they end. */
function drawSummary(doc: PDFKit.PDFDocument, d: TaxDocument, top: number): number {
  let y = top + 8;
  const lines: { taxable: number; cgst: number; sgst: number; igst: number }[] = d.table.lines;
  const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') => lines.reduce((s, l) => s + l[key], 0);
  const rows: (readonly [string, number])[] = [
    ['Taxable value', sum('taxable')],
    ...(d.taxRows
      ? ([
          ['CGST', sum('cgst')],
          ['SGST', sum('sgst')],
          ['IGST', sum('igst')],
        ] as const)
      : []),
    ...d.extras.map((e) => [e.label, e.amount] as const),
  ];
  doc.font('Helvetica').fontSize(9).fillColor('#000');
  for (const [label, value] of rows) {
    doc
      .text(label, 330, y, { width: 120 })
      .text(money(value, d.currency), 450, y, { width: 106, align: 'right' });
    y += 13;
  }
  doc
    .font('Helvetica-Bold')
    .text(d.title === 'CREDIT NOTE' ? 'Credited' : 'Total', 330, y, { width: 120 });
  doc.text(money(d.total, d.currency), 450, y, { width: 106, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(d.total, d.currency)}`, 40, y + 18, { width: 516 });
  return doc.y + 10;
}

export function taxDocumentPdf(d: TaxDocument): Promise<Buffer> {
  return render((doc) => {
    const top = drawHeading(doc, d);
    const left = party(doc, 'SOLD BY', d.seller, { x: 40, y: top });
    const right = party(doc, 'BILL TO / SHIP TO', d.buyer, {
      x: 310,
      y: top,
      gstinLabel: 'Recipient GSTIN',
    });
    const tableEnd = drawLineTable(doc, d.table, Math.max(left, right) + 18);
    let y = drawSummary(doc, d, tableEnd);
    doc.font('Helvetica').fontSize(8).fillColor('#444');
    for (const note of d.notes) {
      doc.text(note, 40, y, { width: 516 });
      y = doc.y + 4;
    }
    doc.text('This is a computer-generated document and needs no signature.', 40, y + 6, {
      width: 516,
    });
  });
}

export function packingSlipPdf(s: PackingSlip): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('PACKING SLIP', 40, 40);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Order: ${s.orderNumber}\nDate: ${date(s.date)}\nShipping: ${s.method}`, 330, 44, {
        width: 225,
        align: 'right',
      });
    let y = party(doc, 'SHIP TO', s.shipTo, { x: 40, y: 110 }) + 20;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Item', 40, y)
      .text('Options', 360, y)
      .text('Qty', 500, y, { width: 56, align: 'right' });
    y += 14;
    doc.font('Helvetica');
    for (const line of s.lines) {
      doc.text(line.description, 40, y, { width: 310 });
      const next = doc.y;
      doc
        .text(line.colour ?? '-', 360, y, { width: 130 })
        .text(String(line.quantity), 500, y, { width: 56, align: 'right' });
      y = Math.max(next, y + 12) + 4;
    }
    if (s.notes) doc.text(`Notes: ${s.notes}`, 40, y + 12, { width: 516 });
  });
}
