import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currency';
import { inPriceBand, PRICE_BAND_IDS, priceBandOf, priceBandsIn } from './search';

const labels = (code: Parameters<typeof priceBandsIn>[0]) => priceBandsIn(code).map((b) => b.label);
const bandsHolding = (code: Parameters<typeof priceBandsIn>[0], minor: number) =>
  priceBandsIn(code)
    .filter((band) => inPriceBand(band, minor))
    .map((b) => b.id);

describe('price bands', () => {
  it('read in rupees for INR, in Indian grouping, whole rupees at the top of a band', () => {
    expect(labels('INR')).toEqual([
      'Under ₹500',
      '₹500 - ₹999',
      '₹1,000 - ₹1,999',
      '₹2,000 and above',
    ]);
  });

  it('read in the currency itself abroad, up to the last cent below the next band', () => {
    expect(labels('USD')).toEqual(['Under $10', '$10 - $19.99', '$20 - $39.99', '$40 and above']);
    expect(labels('CAD')[1]).toBe('C$10 - C$19.99');
    expect(labels('GBP')[3]).toBe('£30 and above');
  });

  it('have the same four ids in every currency', () => {
    for (const code of CURRENCY_CODES)
      expect(priceBandsIn(code).map((b) => b.id)).toEqual([...PRICE_BAND_IDS]);
  });

  it('are half-open: a price on an edge is in the upper band only', () => {
    expect(bandsHolding('INR', 49_900)).toEqual(['b1']);
    expect(bandsHolding('INR', 49_999)).toEqual(['b1']);
    expect(bandsHolding('INR', 50_000)).toEqual(['b2']);
    expect(bandsHolding('INR', 99_900)).toEqual(['b2']);
    expect(bandsHolding('INR', 200_000)).toEqual(['b4']);
    expect(bandsHolding('USD', 999)).toEqual(['b1']);
    expect(bandsHolding('USD', 1000)).toEqual(['b2']);
    expect(bandsHolding('USD', 1999)).toEqual(['b2']);
    expect(bandsHolding('USD', 4000)).toEqual(['b4']);
  });

  it('put every price in exactly one band, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: 0, max: 10_000_000 }),
        (code, minor) => {
          expect(bandsHolding(code, minor)).toHaveLength(1);
          expect(priceBandOf(priceBandsIn(code), minor)).toBe(bandsHolding(code, minor)[0]);
        },
      ),
    );
  });
});
