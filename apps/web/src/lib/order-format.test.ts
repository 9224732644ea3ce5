import { describe, expect, it } from 'vitest';
import { formatCharged, orderMoney } from './order-format';

describe('orderMoney', () => {
  it('shows amounts as given, in the charged currency (record 036: no conversion)', () => {
    // The API sends every amount of the order already in the currency charged.
    const order = {
      charged: { amount: 1849.5, currency: 'INR' },
      totalPrice: 1849.5,
      exchangeRate: 1,
    };
    expect(orderMoney(order)(1849.5)).toBe('₹1,849.50');
    expect(orderMoney(order)(149999)).toBe('₹1,49,999');
    // Not multiplied by a rate, even an older-looking one.
    expect(orderMoney({ ...order, exchangeRate: 83 })(10.5)).toBe('₹10.50');
    const dollars = { charged: { amount: 25.98, currency: 'USD' }, totalPrice: 25.98 };
    expect(orderMoney(dollars)(12.99)).toBe('$12.99');
    expect(orderMoney(dollars)(13)).toBe('$13');
    expect(orderMoney(dollars)(1250)).toBe('$1,250');
    expect(formatCharged(dollars)).toBe('$25.98');
  });
});
