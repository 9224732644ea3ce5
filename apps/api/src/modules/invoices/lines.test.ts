/**
 * The invoice prints each line as the checkout charged it (the shared line rule): in the shop's
 * own currency its lines sum to the cart total to the cent; in another currency each line adds up
 * and the round-off line stays within half a minor unit per line.
 */
import { computeTotalsCents, convertMinor } from '@shop/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceLine } from './lines';

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
