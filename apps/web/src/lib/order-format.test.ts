import { describe, expect, it } from 'vitest';
import { orderMoney } from './order-format';

describe('orderMoney', () => {
  it("converts line prices at the order's own rate, as the confirmation mail does", () => {
    // The total was rounded to the paisa when charged, so total / USD total is not the rate.
    const order = {
      charged: { amount: 2075.01, currency: 'INR' },
      totalPrice: 25,
      exchangeRate: 83,
    };
    expect(orderMoney(order)(10.5)).toBe('₹871.50');
    // An order read without its rate falls back to the one its total implies.
    const { exchangeRate: _, ...older } = order;
    expect(orderMoney(older)(10)).toBe('₹830.00');
    expect(orderMoney({ ...order, charged: { amount: 25, currency: 'USD' } })(10)).toBe('$10.00');
  });
});
