/**
 * The invoice prints each line as the checkout charged it (the shared line rule): in the shop's
 * own currency its lines sum to the cart total to the cent; in another currency each line adds up
 * and the round-off line stays within half a minor unit per line. A GST-inclusive order's lines
 * and its shipping line add up to its charge exactly, and their GST to the GST it included.
 */
import {
  computeInclusiveTotals,
  computeTotalsCents,
  convertMinor,
  type SupplyKind,
} from '@shop/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeInvoiceLine, inclusiveInvoiceLine, invoiceLine } from './lines';

type Rows = Parameters<typeof chargeInvoiceLine>[0];
const shippingInvoiceLine = (
  rows: Rows,
  minor: number,
  { kind, method }: { kind: Parameters<typeof chargeInvoiceLine>[2]['kind']; method: string },
) => chargeInvoiceLine(rows, minor, { kind, description: `Shipping (${method})`, code: '9965' });

const recorded = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  taxPercent: fc.integer({ min: 0, max: 28 }),
  discountPercent: fc.integer({ min: 0, max: 30 }),
});
const product = { taxPercent: 12, discountPercent: 5, hsnCode: '4820' };
type Recorded = {
  unitPriceCents: number;
  quantity: number;
  taxPercent: number;
  discountPercent: number;
};
const item = (r: Recorded) => ({
  item: { ...r, title: 'Journal', selectedColor: null, hsnCode: null },
  product,
});
const asCartLine = (r: Recorded) => ({
  priceCents: r.unitPriceCents,
  salePriceCents: null,
  quantity: r.quantity,
  taxPercent: r.taxPercent,
  discountPercent: r.discountPercent,
});
const sum = (ns: number[]) => ns.reduce((s, n) => s + n, 0);

describe('invoice lines', () => {
  it('print 2 x 19.99 at 12% tax and 5% discount as charged, with the tax split', () => {
    const line = invoiceLine(
      item({ unitPriceCents: 1999, quantity: 2, taxPercent: 12, discountPercent: 5 }),
      'intra_state',
      1,
    );
    expect(line).toMatchObject({
      description: 'Journal',
      hsn: '4820',
      quantity: 2,
      taxable: 3798,
      ratePercent: 12,
      cgst: 240,
      sgst: 240,
      igst: 0,
      total: 4278,
    });
  });

  it('give an older line without stored rates its product’s rates, as the checkout charged', () => {
    const older = {
      item: {
        unitPriceCents: 1999,
        quantity: 1,
        taxPercent: null,
        discountPercent: null,
        title: 'Journal',
        selectedColor: 'Sage',
        hsnCode: null,
      },
      product,
    };
    const line = invoiceLine(older, 'inter_state', 1);
    expect(line.description).toBe('Journal (Sage)');
    expect(line.ratePercent).toBe(12);
    expect(line.total).toBe(computeTotalsCents([asCartLine({ ...older.item, ...product })]).total);
  });

  it('sum to the cart total to the cent in the shop currency', () => {
    fc.assert(
      fc.property(fc.array(recorded, { maxLength: 10 }), (lines) => {
        const invoice = lines.map((r) => invoiceLine(item(r), 'inter_state', 1));
        const cart = computeTotalsCents(lines.map(asCartLine));
        expect(sum(invoice.map((l) => l.total))).toBe(cart.total);
        expect(sum(invoice.map((l) => l.igst))).toBe(cart.tax);
      }),
    );
  });

  it('add up in a charged currency, within half a unit a line of the charge', () => {
    fc.assert(
      fc.property(
        fc.array(recorded, { maxLength: 10 }),
        fc.double({ min: 0.5, max: 120, noNaN: true }),
        (lines, rate) => {
          const invoice = lines.map((r) => invoiceLine(item(r), 'intra_state', rate));
          for (const l of invoice) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
          const charge = convertMinor(computeTotalsCents(lines.map(asCartLine)).total, rate);
          expect(Math.abs(sum(invoice.map((l) => l.total)) - charge)).toBeLessThanOrEqual(
            Math.ceil(lines.length / 2),
          );
        },
      ),
    );
  });
});

const inclusive = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  taxPercent: fc.constantFrom(0, 5, 12, 18),
  discountMinor: fc.integer({ min: 0, max: 100_000 }),
});
type Inclusive = {
  unitPriceCents: number;
  quantity: number;
  taxPercent: number;
  discountMinor: number;
};
const inclusiveItem = (r: Inclusive) => ({
  item: { ...r, discountPercent: 0, title: 'Journal', selectedColor: null, hsnCode: '4820' },
  product,
});
const gst = (l: { cgst: number; sgst: number; igst: number }) => l.cgst + l.sgst + l.igst;

describe('invoice lines of GST-inclusive orders', () => {
  it('go from gross less discount to taxable value, the GST computed back out of the line', () => {
    // 2 x 599.00 less 100.00 = 1,098.00 including 18% GST: 167.49.
    const line = inclusiveInvoiceLine(
      inclusiveItem({ unitPriceCents: 59_900, quantity: 2, taxPercent: 18, discountMinor: 10_000 }),
      'intra_state',
    );
    expect(line).toMatchObject({
      hsn: '4820',
      gross: 119_800,
      discount: 10_000,
      taxable: 93_051,
      ratePercent: 18,
      cgst: 8_374,
      sgst: 8_375,
      igst: 0,
      total: 109_800,
    });
    const exported = inclusiveInvoiceLine(
      inclusiveItem({ unitPriceCents: 1_499, quantity: 2, taxPercent: 18, discountMinor: 0 }),
      'export',
    );
    expect(exported).toMatchObject({ taxable: 2_998, ratePercent: 0, igst: 0, total: 2_998 });
  });

  it('tax the shipping at the goods’ highest rate under SAC 9965, nothing on an export', () => {
    const rows = [5, 18, 12].map((taxPercent) =>
      inclusiveItem({ unitPriceCents: 10_000, quantity: 1, taxPercent, discountMinor: 0 }),
    );
    const shipping = shippingInvoiceLine(rows, 9_900, { kind: 'inter_state', method: 'Express' });
    expect(shipping).toMatchObject({
      description: 'Shipping (Express)',
      hsn: '9965',
      quantity: 1,
      gross: 9_900,
      taxable: 8_390,
      ratePercent: 18,
      igst: 1_510,
      total: 9_900,
    });
    const abroad = shippingInvoiceLine(rows, 9_900, { kind: 'export', method: 'Express' });
    expect(abroad).toMatchObject({ taxable: 9_900, ratePercent: 0, igst: 0, total: 9_900 });
  });

  it('total exactly the charge and the GST it included, for up to 20 lines at 0, 5, 12 and 18%', () => {
    fc.assert(
      fc.property(
        fc.array(inclusive, { maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom<SupplyKind>('intra_state', 'inter_state', 'export'),
        (recordedLines, shippingMinor, kind) => {
          const rows = recordedLines.map(inclusiveItem);
          const lines = [
            ...rows.map((row) => inclusiveInvoiceLine(row, kind)),
            shippingInvoiceLine(rows, shippingMinor, { kind, method: 'Standard' }),
          ];
          const charged = computeInclusiveTotals(
            recordedLines.map((r) => ({ ...r, unitMinor: r.unitPriceCents })),
            shippingMinor,
            kind !== 'export',
          );
          expect(sum(lines.map((l) => l.total))).toBe(charged.total);
          expect(sum(lines.map(gst))).toBe(charged.tax);
          for (const l of lines) {
            expect(l.gross - l.discount).toBe(l.taxable + gst(l));
            expect(l.taxable + gst(l)).toBe(l.total);
            if (kind === 'export') expect(gst(l)).toBe(0);
            if (kind !== 'intra_state') expect(l.cgst + l.sgst).toBe(0);
            else expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
