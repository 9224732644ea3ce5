import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertPrice, formatMoney, round2 } from './currency';

const rates = { USD: 1, EUR: 0.921, INR: 84.12, GBP: 0.788 };

describe('convertPrice', () => {
  it('divides by the source rate and multiplies by the target rate, to 2 decimals', () => {
    expect(convertPrice(10, 'USD', 'INR', rates)).toBe(841.2);
    expect(convertPrice(19.99, 'USD', 'EUR', rates)).toBe(18.41);
    expect(convertPrice(841.2, 'INR', 'USD', rates)).toBe(10);
    expect(convertPrice(100, 'EUR', 'GBP', rates)).toBe(85.56);
  });

  it('returns the original amount when a currency is missing or unusable', () => {
    expect(convertPrice(12.5, 'USD', 'JPY', rates)).toBe(12.5);
    expect(convertPrice(12.5, 'XXX', 'INR', rates)).toBe(12.5);
    expect(convertPrice(12.5, 'USD', 'INR', { USD: 1, INR: 0 })).toBe(12.5);
    expect(convertPrice(12.5, 'USD', 'INR', {})).toBe(12.5);
  });

  it('is the identity for the same currency', () => {
    expect(convertPrice(7.777, 'USD', 'USD', rates)).toBe(7.777);
  });

  it('always yields at most two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('EUR', 'INR', 'GBP'),
        (cents, to) => {
          const out = convertPrice(cents / 100, 'USD', to, rates);
          expect(Math.abs(out * 100 - Math.round(out * 100))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('rounding', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(10)).toBe(10);
  });
});

describe('formatMoney', () => {
  it('uses the currency symbol, and two decimals only when there are cents', () => {
    expect(formatMoney(1249, 'INR')).toBe('₹1,249');
    expect(formatMoney(12.5, 'CAD')).toBe('C$12.50');
    expect(formatMoney(3, 'EUR')).toBe('€3');
  });
});

describe('formatMoney as a shopper reads it (record 036)', () => {
  it('writes rupees in Indian grouping, whole amounts without .00, paise only when there are some', () => {
    expect(formatMoney(149999, 'INR')).toBe('₹1,49,999');
    expect(formatMoney(1849.5, 'INR')).toBe('₹1,849.50');
    expect(formatMoney(499, 'INR')).toBe('₹499');
    expect(formatMoney(0, 'INR')).toBe('₹0');
    expect(formatMoney(12345678.05, 'INR')).toBe('₹1,23,45,678.05');
  });

  it('writes other currencies in threes', () => {
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
    expect(formatMoney(12.99, 'USD')).toBe('$12.99');
    expect(formatMoney(1250, 'CAD')).toBe('C$1,250');
    expect(formatMoney(-5.5, 'GBP')).toBe('-£5.50');
  });
});
