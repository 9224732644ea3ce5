import { describe, expect, it } from 'vitest';
import { paymentIntentSchema, shippingFormSchema } from './checkout-schema';
import { CART_LINE_MAX, CHECKOUT_UNITS_MAX } from './constants';
import { addressFormat } from './countries';
import { INDIAN_STATES } from './indian-states';

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

describe('shipping address by country', () => {
  const address = (over: Record<string, string>) => ({ ...intent([]).shipping, ...over });
  const addressIssues = (over: Record<string, string>) => {
    const result = shippingFormSchema.safeParse(address(over));
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('asks India for a 6-digit PIN code and a state from the list', () => {
    expect(addressIssues({ country: 'India' })).toEqual([]);
    expect(addressIssues({ country: 'India', state: '', zipCode: '' })).toEqual([
      ['state', 'State is required'],
      ['zipCode', 'PIN code is required'],
    ]);
    expect(addressIssues({ country: 'India', state: 'Bavaria', zipCode: '56001' })).toEqual([
      ['state', 'Choose a state or union territory'],
      ['zipCode', 'PIN code must be 6 digits'],
    ]);
    expect(addressIssues({ country: 'India', zipCode: '060001' })).toEqual([
      ['zipCode', 'PIN code must be 6 digits'],
    ]);
    expect(addressIssues({ country: 'India', state: 'Ladakh', zipCode: ' 194101 ' })).toEqual([]);
  });

  it("keeps other countries' own words and formats", () => {
    expect(addressIssues({ country: 'Canada', state: 'Ontario', zipCode: 'K1A 0B1' })).toEqual([]);
    expect(addressIssues({ country: 'Canada', state: '', zipCode: '' })).toEqual([
      ['state', 'State / Province / Region is required'],
      ['zipCode', 'Postal code is required'],
    ]);
    // The spec's message, where it is the right word.
    expect(addressIssues({ country: 'United States', state: '', zipCode: '' })).toEqual([
      ['state', 'State is required'],
      ['zipCode', 'ZIP code is required'],
    ]);
    expect(addressIssues({ country: 'United States', state: 'CA', zipCode: '9410' })).toEqual([
      ['zipCode', 'ZIP code must be 5 digits (or ZIP+4)'],
    ]);
    expect(addressIssues({ country: 'United States', state: 'CA', zipCode: '94107-1234' })).toEqual(
      [],
    );
  });

  it('lists all 28 states and 8 union territories once', () => {
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(addressFormat('India')).toMatchObject({ stateLabel: 'State', postalLabel: 'PIN code' });
  });
});
