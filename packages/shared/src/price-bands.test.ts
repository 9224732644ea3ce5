import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inPriceBand, PRICE_BANDS } from './search';

describe('price bands', () => {
  it('put every price in exactly one band, edges in the upper one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(PRICE_BANDS.filter((band) => inPriceBand(band, cents))).toHaveLength(1);
      }),
    );
    expect(PRICE_BANDS.filter((b) => inPriceBand(b, 2000)).map((b) => b.id)).toEqual(['20-30']);
    expect(PRICE_BANDS.filter((b) => inPriceBand(b, 1999)).map((b) => b.id)).toEqual(['under-20']);
  });
});
