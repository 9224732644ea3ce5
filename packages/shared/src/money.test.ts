import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  formatMinorDecimal,
  fromMinor,
  isWholeMinor,
  percentOfMinor,
  toMinor,
} from './money';

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

describe('percentOfMinor', () => {
  it('rounds a percentage of minor units once, half up', () => {
    expect(percentOfMinor(3998, 12)).toBe(480); // 479.76
    expect(percentOfMinor(250, 1)).toBe(3); // 2.5
    expect(percentOfMinor(249, 1)).toBe(2); // 2.49
    expect(percentOfMinor(0, 18)).toBe(0);
  });

  it('is within half a unit of the exact share, and a true half rounds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 100 }), (m, p) => {
        const shareInHundredths = m * p; // exact: 100 x (p% of m)
        const got = percentOfMinor(m, p);
        expect(Math.abs(got * 100 - shareInHundredths)).toBeLessThanOrEqual(50);
        if (shareInHundredths % 100 === 50) expect(got * 100).toBe(shareInHundredths + 50);
      }),
    );
  });
});

describe('formatMinorDecimal', () => {
  it('writes minor units with two decimals, no grouping', () => {
    expect(formatMinorDecimal(123450)).toBe('1234.50');
    expect(formatMinorDecimal(5)).toBe('0.05');
    expect(formatMinorDecimal(0)).toBe('0.00');
    expect(formatMinorDecimal(-5)).toBe('-0.05');
    expect(formatMinorDecimal(100)).toBe('1.00');
  });

  it('reads back as the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(Number(formatMinorDecimal(minor)))).toBe(minor);
      }),
    );
  });
});

describe('isWholeMinor, convertMinor', () => {
  it('accepts amounts with at most two decimals', () => {
    expect(isWholeMinor(19.99)).toBe(true);
    expect(isWholeMinor(10)).toBe(true);
    expect(isWholeMinor(0.1 + 0.2)).toBe(false);
    expect(isWholeMinor(19.999)).toBe(false);
    expect(isWholeMinor(Number.NaN)).toBe(false);
  });

  it('converts minor units at a rate, rounding once', () => {
    expect(convertMinor(4278, 83.2)).toBe(355930); // 355929.6
    expect(convertMinor(1999, 1)).toBe(1999);
  });
});
