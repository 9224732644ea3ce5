import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor } from './money';
import { activeSalePrice, effectivePrice, effectivePriceCents } from './pricing';

describe('effective price', () => {
  it('is the sale price only when it is lower than the price', () => {
    expect(effectivePriceCents({ priceCents: 2000, salePriceCents: 1500 })).toBe(1500);
    expect(effectivePriceCents({ priceCents: 2000, salePriceCents: null })).toBe(2000);
    expect(effectivePriceCents({ priceCents: 2000, salePriceCents: 2000 })).toBe(2000);
    expect(effectivePriceCents({ priceCents: 2000, salePriceCents: 2500 })).toBe(2000);
    expect(effectivePrice({ price: 20, salePrice: 24.99 })).toBe(20);
    expect(effectivePrice({ price: 20, salePrice: 0 })).toBe(0);
    expect(activeSalePrice(20, 20)).toBeNull();
  });

  it('gives the same answer in cents and in dollars', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        (priceCents, salePriceCents) => {
          const dollars = effectivePrice({
            price: fromMinor(priceCents),
            salePrice: salePriceCents === null ? null : fromMinor(salePriceCents),
          });
          expect(dollars).toBe(fromMinor(effectivePriceCents({ priceCents, salePriceCents })));
        },
      ),
    );
  });
});
