/**
 * What every document's drawing shares: a pdfkit document rendered to a buffer, a party's block,
 * the date and the amounts. Standard PDF fonts have no rupee sign, so amounts are written with
 * the currency code (INR 1,234.00), as many Indian invoices do.
 */
import { fromMinor } from '@shop/shared';
import PDFDocument from 'pdfkit';

export type Party = { name: string; lines: string[]; gstin?: string };

export const money = (minor: number, currency: string) =>
  `${currency} ${fromMinor(minor).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const date = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(d);

export function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
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

/**
 * A party's block under its heading; answers where it ends. The buyer's GSTIN is labelled as the
 * recipient's (rule 46) so it cannot be read as the seller's.
 */
export function party(
  doc: PDFKit.PDFDocument,
  heading: string,
  p: Party,
  { x, y, gstinLabel = 'GSTIN' }: { x: number; y: number; gstinLabel?: string },
) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#555').text(heading, x, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(p.name, x, doc.y + 2, { width: 250 });
  doc.font('Helvetica').fontSize(9);
  for (const line of p.lines) doc.text(line, x, doc.y, { width: 250 });
  if (p.gstin) doc.text(`${gstinLabel}: ${p.gstin}`, x, doc.y, { width: 250 });
  return doc.y;
}
