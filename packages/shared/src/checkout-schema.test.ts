import { describe, expect, it } from 'vitest';
import { paymentIntentSchema } from './checkout-schema';
import { CART_LINE_MAX, CHECKOUT_UNITS_MAX } from './constants';

const intent = (orderItems: { id: string; quantity: number }[]) => ({
  currency: 'INR',
  receipt_email: 'asha@example.com',
  orderItems,
  shipping: {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    number: '+91 98450 12345',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
  },
});
const issues = (orderItems: { id: string; quantity: number }[]) => {
  const result = paymentIntentSchema.safeParse(intent(orderItems));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('payment intent caps', () => {
  it('counts a product repeated over several lines against the per-product cap', () => {
    expect(issues([{ id: 'a', quantity: CART_LINE_MAX }])).toEqual([]);
    expect(
      issues([
        { id: 'a', quantity: 6 },
        { id: 'b', quantity: 10 },
        { id: 'a', quantity: 5 },
        { id: 'a', quantity: 1 },
      ]),
    ).toEqual([['orderItems.2.quantity', `At most ${CART_LINE_MAX} of one item`]]);
  });

  it(`caps a checkout at ${CHECKOUT_UNITS_MAX} units`, () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `p${i}`, quantity: CART_LINE_MAX }));
    expect(issues(lines(CHECKOUT_UNITS_MAX / CART_LINE_MAX))).toEqual([]);
    expect(issues(lines(CHECKOUT_UNITS_MAX / CART_LINE_MAX + 1))).toEqual([
      ['orderItems', `At most ${CHECKOUT_UNITS_MAX} items in one order`],
    ]);
  });
});
