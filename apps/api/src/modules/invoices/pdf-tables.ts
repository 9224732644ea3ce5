/**
 * The line tables of the tax documents. The summary table (credit notes, and invoices of orders
 * priced before record 036) gives each line's taxable value and tax; the itemised one (invoices
 * of GST-inclusive orders) adds the gross and the discount, and each tax's rate beside its
 * amount, with only the taxes of the supply: CGST and SGST within Telangana, IGST to another
 * state, none on a zero-rated export.
 */
import { formatMinorDecimal, type SupplyKind } from '@shop/shared';

export type InvoiceLine = {
  description: string;
  /** HSN code of goods, SAC of a service (shipping). */
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

/** A line of an itemised invoice: from the gross, less its discount, to the taxable value. */
export type ItemisedLine = InvoiceLine & { gross: number; discount: number };

export type LineTable =
  | { style: 'summary'; lines: InvoiceLine[] }
  | { style: 'itemised'; supply: SupplyKind; lines: ItemisedLine[] };

type Column<L> = { label: string; width: number; right?: boolean; cell: (line: L) => string };

const LEFT = 40;
const WIDTH = 516;
const amount = (minor: number) => formatMinorDecimal(minor);
const rate = (percent: number) => `${percent}%`;

/** Draws a table from `y`, its one column without a width taking what the others leave. */
function drawTable<L>(
  doc: PDFKit.PDFDocument,
  columns: (Omit<Column<L>, 'width'> & { width?: number })[],
  lines: L[],
  y: number,
  fontSize: number,
): number {
  const fixed = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  let x = LEFT;
  const placed = columns.map((c) => {
    const at = { ...c, x, width: c.width ?? WIDTH - fixed };
    x += at.width;
    return at;
  });
  const rowHeight = (texts: string[]) =>
    Math.max(...texts.map((t, j) => doc.heightOfString(t, { width: placed[j]!.width })));
  const row = (texts: string[], top: number) =>
    texts.forEach((t, j) =>
      doc.text(t, placed[j]!.x, top, {
        width: placed[j]!.width,
        align: placed[j]!.right ? 'right' : 'left',
      }),
    );

  doc.font('Helvetica-Bold').fontSize(fontSize).fillColor('#000');
  const labels = placed.map((c) => c.label);
  row(labels, y);
  y += Math.max(14, rowHeight(labels) + 4);
  doc
    .moveTo(LEFT, y - 3)
    .lineTo(LEFT + WIDTH, y - 3)
    .strokeColor('#999')
    .stroke();
  doc.font('Helvetica').fontSize(fontSize);
  for (const line of lines) {
    const texts = placed.map((c) => c.cell(line));
    row(texts, y);
    y += Math.max(12, rowHeight(texts) + 4);
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor('#999')
    .stroke();
  return y;
}

const numbered = <L>(lines: L[]) => lines.map((line, i) => ({ ...line, n: i + 1 }));

function summaryColumns(): Column<InvoiceLine & { n: number }>[] {
  return [
    { label: '#', width: 16, cell: (l) => String(l.n) },
    { label: 'Description', width: 150, cell: (l) => l.description },
    { label: 'HSN', width: 34, cell: (l) => l.hsn },
    { label: 'Qty', width: 24, cell: (l) => String(l.quantity) },
    { label: 'Taxable value', width: 66, right: true, cell: (l) => amount(l.taxable) },
    { label: 'Rate', width: 30, right: true, cell: (l) => rate(l.ratePercent) },
    { label: 'CGST', width: 48, right: true, cell: (l) => amount(l.cgst) },
    { label: 'SGST', width: 48, right: true, cell: (l) => amount(l.sgst) },
    { label: 'IGST', width: 48, right: true, cell: (l) => amount(l.igst) },
    { label: 'Total', width: 52, right: true, cell: (l) => amount(l.total) },
  ];
}

type Numbered = ItemisedLine & { n: number };

function taxColumns(supply: SupplyKind): Column<Numbered>[] {
  const pair = (name: string, percent: (l: Numbered) => number, value: (l: Numbered) => number) => [
    { label: `${name} rate`, width: 28, right: true, cell: (l: Numbered) => rate(percent(l)) },
    { label: `${name} amount`, width: 46, right: true, cell: (l: Numbered) => amount(value(l)) },
  ];
  if (supply === 'intra_state')
    return [
      ...pair(
        'CGST',
        (l) => l.ratePercent / 2,
        (l) => l.cgst,
      ),
      ...pair(
        'SGST',
        (l) => l.ratePercent / 2,
        (l) => l.sgst,
      ),
    ];
  if (supply === 'inter_state')
    return pair(
      'IGST',
      (l) => l.ratePercent,
      (l) => l.igst,
    );
  return [];
}

function itemisedColumns(supply: SupplyKind) {
  return [
    { label: '#', width: 14, cell: (l: Numbered) => String(l.n) },
    { label: 'Description', cell: (l: Numbered) => l.description },
    { label: 'HSN/SAC', width: 36, cell: (l: Numbered) => l.hsn },
    { label: 'Qty', width: 22, right: true, cell: (l: Numbered) => String(l.quantity) },
    { label: 'Gross', width: 50, right: true, cell: (l: Numbered) => amount(l.gross) },
    { label: 'Discount', width: 42, right: true, cell: (l: Numbered) => amount(l.discount) },
    { label: 'Taxable value', width: 52, right: true, cell: (l: Numbered) => amount(l.taxable) },
    ...taxColumns(supply),
    { label: 'Total', width: 52, right: true, cell: (l: Numbered) => amount(l.total) },
  ];
}

/** Draws the document's lines from `y`; answers where the table ends. */
export function drawLineTable(doc: PDFKit.PDFDocument, table: LineTable, y: number): number {
  if (table.style === 'summary')
    return drawTable(doc, summaryColumns(), numbered(table.lines), y, 8);
  return drawTable(doc, itemisedColumns(table.supply), numbered(table.lines), y, 7);
}
