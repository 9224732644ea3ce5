/**
 * The documents as PDF, drawn with pdfkit: the GST tax invoice (or export invoice), the credit
 * note for a refund, and the packing slip. Standard PDF fonts have no rupee sign, so amounts are
 * written with the currency code (INR 1,234.00), as many Indian invoices do.
 */
import { formatMinorDecimal, fromMinor } from '@shop/shared';
import PDFDocument from 'pdfkit';

export type Party = { name: string; lines: string[]; gstin?: string };

export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  /** Minor units of the document's currency. */
  taxable: number;
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

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
  lines: InvoiceLine[];
  /** Shipping, discount rounding and the like, after the lines. */
  extras: { label: string; amount: number }[];
  total: number;
  notes: string[];
};

export type PackingSlip = {
  orderNumber: string;
  date: Date;
  shipTo: Party;
  method: string;
  lines: { description: string; colour: string | null; quantity: number }[];
  notes: string;
};

const money = (minor: number, currency: string) =>
  `${currency} ${fromMinor(minor).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(d);

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Producer: 'Mindful Marks' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function party(doc: PDFKit.PDFDocument, heading: string, p: Party, x: number, y: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#555').text(heading, x, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(p.name, x, doc.y + 2, { width: 250 });
  doc.font('Helvetica').fontSize(9);
  for (const line of p.lines) doc.text(line, x, doc.y, { width: 250 });
  if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, x, doc.y, { width: 250 });
  return doc.y;
}

export function taxDocumentPdf(d: TaxDocument): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(d.title, 40, 40);
    doc.font('Helvetica').fontSize(9);
    const meta = [
      `${d.title === 'CREDIT NOTE' ? 'Credit note' : 'Invoice'} number: ${d.number}`,
      `Date: ${date(d.date)}`,
      `Order: ${d.orderNumber}`,
      ...(d.against ? [`Against invoice: ${d.against}`] : []),
      `Place of supply: ${d.placeOfSupply}`,
    ];
    doc.text(meta.join('\n'), 330, 44, { width: 225, align: 'right' });
    const top = Math.max(doc.y, 110) + 10;
    const left = party(doc, 'SOLD BY', d.seller, 40, top);
    const right = party(doc, 'BILL TO / SHIP TO', d.buyer, 310, top);
    let y = Math.max(left, right) + 18;

    const cols = [
      { label: '#', x: 40, w: 16 },
      { label: 'Description', x: 56, w: 150 },
      { label: 'HSN', x: 206, w: 34 },
      { label: 'Qty', x: 240, w: 24 },
      { label: 'Taxable value', x: 264, w: 66 },
      { label: 'Rate', x: 330, w: 30 },
      { label: 'CGST', x: 360, w: 48 },
      { label: 'SGST', x: 408, w: 48 },
      { label: 'IGST', x: 456, w: 48 },
      { label: 'Total', x: 504, w: 52 },
    ];
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of cols)
      doc.text(c.label, c.x, y, { width: c.w, align: c.x >= 264 ? 'right' : 'left' });
    y += 14;
    doc
      .moveTo(40, y - 3)
      .lineTo(556, y - 3)
      .strokeColor('#999')
      .stroke();
    doc.font('Helvetica').fontSize(8);
    d.lines.forEach((line, i) => {
      const cells = [
        String(i + 1),
        line.description,
        line.hsn,
        String(line.quantity),
        formatMinorDecimal(line.taxable),
        `${line.ratePercent}%`,
        formatMinorDecimal(line.cgst),
        formatMinorDecimal(line.sgst),
        formatMinorDecimal(line.igst),
        formatMinorDecimal(line.total),
      ];
      const height = doc.heightOfString(line.description, { width: cols[1]!.w });
      cells.forEach((text, j) =>
        doc.text(text, cols[j]!.x, y, {
          width: cols[j]!.w,
          align: cols[j]!.x >= 264 ? 'right' : 'left',
        }),
      );
      y += Math.max(12, height + 4);
    });
    doc.moveTo(40, y).lineTo(556, y).strokeColor('#999').stroke();
    y += 8;
    const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      d.lines.reduce((s, l) => s + l[key], 0);
    const rows = [
      ['Taxable value', sum('taxable')],
      ['CGST', sum('cgst')],
      ['SGST', sum('sgst')],
      ['IGST', sum('igst')],
      ...d.extras.map((e) => [e.label, e.amount] as const),
    ] as const;
    doc.fontSize(9);
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
    y += 24;
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
    let y = party(doc, 'SHIP TO', s.shipTo, 40, 110) + 20;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Item', 40, y)
      .text('Colour', 360, y)
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
