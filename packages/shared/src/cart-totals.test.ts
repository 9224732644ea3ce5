import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeCartTotals,
  computeTotalsCents,
  type TotalsLine,
  type TotalsLineCents,
} from './cart-totals';

const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
  price: 20,
  salePrice: null,
  taxPercent: 18,
  discountPercent: 10,
  quantity: 1,
  ...over,
});

describe('computeCartTotals', () => {
  it('uses the sale price, per-line tax and discount, and adds the shipping it is given', () => {
    const totals = computeCartTotals(
      [
        line({ quantity: 2 }),
        line({
          price: 30,
          salePrice: 24.99,
          taxPercent: 5,
          discountPercent: 0,
          quantity: 3,
        }),
      ],
      999,
    );
    // Line 1: 40.00, tax 7.20, discount 4.00. Line 2: 74.97, tax 3.75. Shipping 9.99 for the order.
    expect(totals).toMatchObject({
      subTotalPrice: 114.97,
      totalTax: 10.95,
      calculateDiscount: 4,
      shippingCost: 9.99,
      totalAmount: 131.91,
    });
    expect(totals.taxPercentage).toBe('9.52');
  });

  it('gives zeros and 0.00% for an empty cart', () => {
    expect(computeCartTotals([])).toMatchObject({
      subTotalPrice: 0,
      totalAmount: 0,
      taxPercentage: '0.00',
    });
  });

  it('has no float drift: 0.1 + 0.2 style prices add up exactly', () => {
    const totals = computeCartTotals([
      line({ price: 0.1, taxPercent: 0, discountPercent: 0 }),
      line({ price: 0.2, taxPercent: 0, discountPercent: 0 }),
    ]);
    expect(totals.totalAmount).toBe(0.3);
  });

  it('ignores a sale price that is not below the price', () => {
    const totals = computeCartTotals([
      line({ price: 20, salePrice: 25, taxPercent: 0, discountPercent: 0 }),
    ]);
    expect(totals.totalAmount).toBe(20);
  });
});

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

  it('agrees with the same cart given in USD decimals', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const dollars = lines.map((l) => ({
          price: l.priceCents / 100,
          salePrice: l.salePriceCents === null ? null : l.salePriceCents / 100,
          taxPercent: l.taxPercent,
          discountPercent: l.discountPercent,
          quantity: l.quantity,
        }));
        expect(computeCartTotals(dollars).cents).toEqual(computeTotalsCents(lines));
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
