import {
  CURRENCY_CODES,
  DEFAULT_ROUNDING,
  PRICE_ROUNDINGS,
  inPriceBand,
  type PriceContext,
} from '@shop/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertedScale, shopRangeOf, shopScale } from './shop-price-scale';

const context = (inr: number, rounding = DEFAULT_ROUNDING): PriceContext => ({
  shopCurrency: 'INR',
  rates: { USD: 1, INR: inr, EUR: 0.92, GBP: 0.79, CAD: 1.39, AUD: 1.53, SGD: 1.34 },
  rounding,
});

const inRange = (range: { min: number | null; max: number | null }, minor: number) =>
  (range.min === null || minor >= range.min) && (range.max === null || minor < range.max);

describe('shop price ranges of the bands', () => {
  it('are the bands themselves in the shop currency', () => {
    const scale = shopScale('INR');
    expect(scale.bands.map((b) => shopRangeOf(scale, b.min, b.max))).toEqual([
      { min: null, max: 50_000 },
      { min: 50_000, max: 100_000 },
      { min: 100_000, max: 200_000 },
      { min: 200_000, max: null },
    ]);
  });

  it('meet where the shown dollar price reaches the band (₹80 a dollar, .99 endings)', () => {
    const scale = convertedScale('USD', context(80));
    // ₹799.60 is $9.995, shown $10.99; ₹799.59 is shown $9.99.
    expect(scale.shown(79_959)).toBe(999);
    expect(scale.shown(79_960)).toBe(1099);
    expect(shopRangeOf(scale, null, 1000)).toEqual({ min: null, max: 79_960 });
  });

  it('hold exactly the shop prices shown in the band, whatever the rate and rule (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES.filter((c) => c !== 'INR')),
        fc.double({ min: 40, max: 120, noNaN: true }),
        fc.constantFrom(...PRICE_ROUNDINGS),
        fc.integer({ min: 0, max: 1_000_000 }),
        (code, inr, rule, shopMinor) => {
          const scale = convertedScale(code, context(inr, { ...DEFAULT_ROUNDING, [code]: rule }));
          for (const band of scale.bands)
            expect(inRange(shopRangeOf(scale, band.min, band.max), shopMinor)).toBe(
              inPriceBand(band, scale.shown(shopMinor)),
            );
        },
      ),
    );
  });

  it('is empty for a bound no shop price is shown at', () => {
    const scale = convertedScale('USD', context(80));
    const range = shopRangeOf(scale, 10 ** 12, null);
    expect(range.min).toBe(range.max);
  });
});
