import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money';

describe('toMinor', () => {
  it('is exact where multiplying by 100 drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(0.1) + toMinor(0.2)).toBe(toMinor(0.3));
    expect(Math.round(1.005 * 100)).toBe(100); // the float way loses the half cent
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1234.5)).toBe(123450);
    expect(toMinor(100_000)).toBe(10_000_000);
  });

  it('rounds beyond two decimals half up, and handles exponent notation', () => {
    expect(toMinor(0.125)).toBe(13);
    expect(toMinor(0.124)).toBe(12);
    expect(toMinor(-0.125)).toBe(-12);
    expect(toMinor(1e-7)).toBe(0);
    expect(toMinor(1e21)).toBe(1e23);
    expect(toMinor(0)).toBe(0);
  });

  it('gives NaN for non-finite input rather than a number', () => {
    expect(toMinor(Number.NaN)).toBeNaN();
  });
});

describe('fromMinor', () => {
  it('turns minor units back into the amount', () => {
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(30)).toBe(0.3);
    expect(fromMinor(0)).toBe(0);
  });

  it('round-trips every cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('sums in minor units equal the sum of the amounts, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const amounts = cents.map(fromMinor);
        const total = cents.reduce((s, c) => s + c, 0);
        expect(amounts.reduce((s, a) => s + toMinor(a), 0)).toBe(total);
      }),
    );
  });
});
