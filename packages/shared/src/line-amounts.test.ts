import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotalsCents, type TotalsLineCents } from './cart-totals';
import {
  chargedForLines,
  convertLineAmounts,
  lineAmounts,
  recordedLineInput,
  type LineInput,
} from './line-amounts';
import { convertMinor } from './money';
import { effectivePriceCents } from './pricing';

const cartLine = fc.record({
  priceCents: fc.integer({ min: 0, max: 5_000_000 }),
  salePriceCents: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
  taxPercent: fc.integer({ min: 0, max: 28 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  quantity: fc.integer({ min: 0, max: 50 }),
});
const cartLines = fc.array(cartLine, { maxLength: 12 });
/** Rates as the shop keeps them: units of the charged currency per US dollar. */
const rate = fc.oneof(fc.constant(1), fc.double({ min: 0.5, max: 120, noNaN: true }));

/** An order line as the database records it: the unit price the checkout charged, and the rates. */
const asOrderLine = (l: TotalsLineCents): LineInput => ({
  unitMinor: effectivePriceCents(l),
  quantity: l.quantity,
  taxPercent: l.taxPercent,
  discountPercent: l.discountPercent,
});
const sum = (ns: number[]) => ns.reduce((s, n) => s + n, 0);

describe('lineAmounts', () => {
  it('discounts and taxes the gross, each rounded once, half up', () => {
    // 2 x 19.99 = 39.98; 5% discount 1.999 -> 2.00; 12% tax 4.7976 -> 4.80.
    expect(
      lineAmounts({ unitMinor: 1999, quantity: 2, taxPercent: 12, discountPercent: 5 }),
    ).toEqual({ gross: 3998, discount: 200, taxable: 3798, tax: 480, total: 4278 });
    // A half minor unit rounds up: 18% of 2.50 = 0.45; 1% of 2.50 = 0.025 -> 0.03.
    expect(
      lineAmounts({ unitMinor: 250, quantity: 1, taxPercent: 1, discountPercent: 0 }).tax,
    ).toBe(3);
  });

  it('counts a negative price or quantity as nothing and clamps rates to 0-100', () => {
    expect(
      lineAmounts({ unitMinor: -5, quantity: 2, taxPercent: 5, discountPercent: 0 }).total,
    ).toBe(0);
    expect(
      lineAmounts({ unitMinor: 500, quantity: -1, taxPercent: 5, discountPercent: 0 }).total,
    ).toBe(0);
    expect(
      lineAmounts({ unitMinor: 1000, quantity: 1, taxPercent: 250, discountPercent: -10 }),
    ).toEqual({ gross: 1000, discount: 0, taxable: 1000, tax: 1000, total: 2000 });
  });

  it('always adds up: taxable = gross - discount, total = taxable + tax, all whole minor units', () => {
    fc.assert(
      fc.property(cartLine, (l) => {
        const a = lineAmounts(asOrderLine(l));
        expect(a.taxable).toBe(a.gross - a.discount);
        expect(a.total).toBe(a.taxable + a.tax);
        for (const v of Object.values(a)) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });
});

describe('the same lines in the cart, on the invoice, in a return and its refund', () => {
  it('cart totals are the sums of the line amounts, plus shipping', () => {
    fc.assert(
      fc.property(cartLines, fc.integer({ min: 0, max: 100_000 }), (lines, shipping) => {
        const totals = computeTotalsCents(lines, shipping);
        const amounts = lines.map((l) => lineAmounts(asOrderLine(l)));
        expect(totals.subtotal).toBe(sum(amounts.map((a) => a.gross)));
        expect(totals.tax).toBe(sum(amounts.map((a) => a.tax)));
        expect(totals.discount).toBe(sum(amounts.map((a) => a.discount)));
        expect(totals.total - shipping).toBe(sum(amounts.map((a) => a.total)));
      }),
    );
  });

  it('in the shop currency, invoice line totals sum to the cart total to the cent', () => {
    fc.assert(
      fc.property(cartLines, (lines) => {
        const invoice = lines.map((l) => convertLineAmounts(lineAmounts(asOrderLine(l)), 1));
        expect(sum(invoice.map((l) => l.total))).toBe(computeTotalsCents(lines).total);
        expect(sum(invoice.map((l) => l.tax))).toBe(computeTotalsCents(lines).tax);
      }),
    );
  });

  it('in a charged currency, each invoice line adds up and their sum is the charge within half a unit a line', () => {
    fc.assert(
      fc.property(cartLines, rate, (lines, r) => {
        const invoice = lines.map((l) => convertLineAmounts(lineAmounts(asOrderLine(l)), r));
        for (const l of invoice) {
          expect(l.taxable + l.tax).toBe(l.total);
          expect(l.gross - l.discount).toBe(l.taxable);
        }
        const charge = convertMinor(computeTotalsCents(lines).total, r);
        // The invoice prints the difference as its round-off line.
        expect(Math.abs(sum(invoice.map((l) => l.total)) - charge)).toBeLessThanOrEqual(
          Math.ceil(lines.length / 2),
        );
      }),
    );
  });

  it('returning every line refunds exactly what was charged for the goods, in any currency', () => {
    fc.assert(
      fc.property(cartLines, rate, fc.integer({ min: 0, max: 100_000 }), (lines, r, shipping) => {
        const totals = computeTotalsCents(lines, shipping);
        const chargedForGoods = convertMinor(totals.total - totals.shipping, r);
        expect(chargedForLines(lines.map(asOrderLine), r)).toBe(chargedForGoods);
      }),
    );
  });

  it('returns in parts refund together what one return of every line does (to the cent in the shop currency)', () => {
    fc.assert(
      fc.property(cartLines, fc.array(fc.boolean(), { maxLength: 12 }), rate, (lines, pick, r) => {
        const order = lines.map(asOrderLine);
        const first = order.filter((_, i) => pick[i]);
        const second = order.filter((_, i) => !pick[i]);
        const parts = chargedForLines(first, 1) + chargedForLines(second, 1);
        expect(parts).toBe(chargedForLines(order, 1));
        // Elsewhere each return rounds its own conversion once: at most one unit apart in all.
        const converted = chargedForLines(first, r) + chargedForLines(second, r);
        expect(Math.abs(converted - chargedForLines(order, r))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('recordedLineInput', () => {
  const product = { taxPercent: 12, discountPercent: 5 };
  const recorded = { unitPriceCents: 1999, quantity: 3, taxPercent: 18, discountPercent: 0 };

  it('keeps the rates a line was charged at, and can take part of its quantity', () => {
    expect(recordedLineInput(recorded, product)).toEqual({
      unitMinor: 1999,
      quantity: 3,
      taxPercent: 18,
      discountPercent: 0,
    });
    expect(recordedLineInput(recorded, product, 1).quantity).toBe(1);
  });

  it('gives an older line without stored rates its product’s rates, as the checkout charged them', () => {
    const older = { ...recorded, taxPercent: null, discountPercent: null };
    const input = recordedLineInput(older, product);
    expect(input).toMatchObject({ taxPercent: 12, discountPercent: 5 });
    const charged = computeTotalsCents([
      { priceCents: 1999, salePriceCents: null, quantity: 3, ...product },
    ]);
    expect(lineAmounts(input).total).toBe(charged.total);
  });
});
