import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountEnIn } from './money-text';

const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatAmountEnIn', () => {
  it('writes what Intl en-IN writes with two decimals', () => {
    const cases = [
      0,
      -0,
      1,
      0.5,
      1.005,
      -1.005,
      0.125,
      2.675,
      999.995,
      99999.995,
      1234567.891,
      -1234.5,
      0.005,
      0.0049999,
      1e-7,
      -1e-7,
      5e-7,
      123456789012345.67,
      9.999999999999999e20,
      1e21,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const amount of cases) expect(formatAmountEnIn(amount)).toBe(intl.format(amount));
  });

  it('groups the Indian way', () => {
    expect(formatAmountEnIn(1234567.8)).toBe('12,34,567.80');
    expect(formatAmountEnIn(123)).toBe('123.00');
    expect(formatAmountEnIn(1000)).toBe('1,000.00');
  });

  it('agrees with Intl on prices (whole minor units)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(formatAmountEnIn(minor / 100)).toBe(intl.format(minor / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl on any double, converted amounts included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (amount) => {
        expect(formatAmountEnIn(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        expect(formatAmountEnIn(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 5000 },
    );
  });
});
