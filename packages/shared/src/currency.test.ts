import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency';

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
