import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// computeTotalsCents is the rule orders before record 036 were charged by (tax on top); their
// invoices and refunds still follow it. GST-inclusive totals are tested in shop-money.test.ts.
import { computeTotalsCents, type TotalsLineCents } from './cart-totals';

describe('computeTotalsCents', () => {
  it('takes integer cents in and gives the cart totals in cents', () => {
    const lines: TotalsLineCents[] = [
      {
        priceCents: 3000,
        salePriceCents: 2499,
        taxPercent: 5,
        discountPercent: 0,
        quantity: 3,
      },
    ];
    expect(computeTotalsCents(lines, 299)).toEqual({
      subtotal: 7497,
      tax: 375,
      discount: 0,
      shipping: 299,
      total: 8171,
    });
  });

  it('charges no shipping until one is given', () => {
    const lines = [
      { priceCents: 1000, salePriceCents: null, taxPercent: 0, discountPercent: 0, quantity: 2 },
    ];
    expect(computeTotalsCents(lines)).toMatchObject({ shipping: 0, total: 2000 });
  });
});

const lineArb = fc.record({
  priceCents: fc.integer({ min: 0, max: 100_000 }),
  salePriceCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  taxPercent: fc.integer({ min: 0, max: 28 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  quantity: fc.integer({ min: 1, max: 10 }),
});

describe('cart totals properties', () => {
  it('total = subtotal + tax + shipping - discount, in cents', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const c = computeTotalsCents(lines, 1_599);
        expect(c.total).toBe(c.subtotal + c.tax + c.shipping - c.discount);
        for (const v of Object.values(c)) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('never goes negative', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        expect(computeTotalsCents(lines).total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('does not depend on the order of lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), fc.integer(), (lines, seed) => {
        const shuffled = [...lines].sort(
          (a, b) => ((a.priceCents * 7919 + seed) % 13) - ((b.priceCents * 7919 + seed) % 13),
        );
        expect(computeTotalsCents(shuffled)).toEqual(computeTotalsCents(lines));
      }),
    );
  });
});
