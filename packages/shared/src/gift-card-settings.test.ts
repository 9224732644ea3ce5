import { describe, expect, it } from 'vitest';
import { giftCardLineSchema } from './checkout-schema';
import {
  customAmountOf,
  customAmountProblem,
  GIFT_CARD_DEFAULT_SETTINGS,
  giftCardSettingsSchema,
} from './gift-card-settings';

const recipient = { recipientName: 'Meera', recipientEmail: 'meera@example.com' };
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('a gift card line’s own amount', () => {
  it('is optional, and when given is whole rupees from ₹100 to ₹50,000', () => {
    expect(giftCardLineSchema.parse(recipient)).toEqual(recipient);
    expect(giftCardLineSchema.parse({ ...recipient, amount: 750_00 }).amount).toBe(750_00);
    expect(messages(giftCardLineSchema.safeParse({ ...recipient, amount: 750_50 }))).toEqual([
      'Enter the amount in whole rupees',
    ]);
    expect(messages(giftCardLineSchema.safeParse({ ...recipient, amount: 99_00 }))).toEqual([
      'Choose an amount from ₹100 to ₹50,000',
    ]);
    expect(messages(giftCardLineSchema.safeParse({ ...recipient, amount: 50_001_00 }))).toEqual([
      'Choose an amount from ₹100 to ₹50,000',
    ]);
    expect(messages(giftCardLineSchema.safeParse({ ...recipient, amount: '750' }))).toEqual([
      'Enter the amount in rupees',
    ]);
  });
});

describe('the owner’s gift card settings', () => {
  const allowed = { ...GIFT_CARD_DEFAULT_SETTINGS, customAmountEnabled: true };

  it('default to the listed amounts only, a year’s validity', () => {
    expect(giftCardSettingsSchema.parse(GIFT_CARD_DEFAULT_SETTINGS)).toEqual({
      customAmountEnabled: false,
      customAmountMin: 100_00,
      customAmountMax: 50_000_00,
      validityDays: 365,
    });
    expect(customAmountOf(GIFT_CARD_DEFAULT_SETTINGS)).toBeNull();
    expect(customAmountOf(allowed)).toEqual({ min: 100_00, max: 50_000_00 });
  });

  it('keep the minimum at most the maximum, and the validity within 30..1825 days', () => {
    const flipped = giftCardSettingsSchema.safeParse({
      ...allowed,
      customAmountMin: 2000_00,
      customAmountMax: 1000_00,
    });
    expect(flipped.error?.issues[0]).toMatchObject({
      path: ['customAmountMax'],
      message: 'The minimum must not be more than the maximum',
    });
    expect(messages(giftCardSettingsSchema.safeParse({ ...allowed, validityDays: 29 }))).toEqual([
      'The validity must be at least 30 days',
    ]);
    expect(messages(giftCardSettingsSchema.safeParse({ ...allowed, validityDays: 1826 }))).toEqual([
      'The validity can be at most 1825 days',
    ]);
  });

  it('name what is wrong with a shopper’s amount', () => {
    const bounds = { min: 200_00, max: 10_000_00 };
    expect(customAmountProblem(750_00, bounds)).toBeNull();
    expect(customAmountProblem(200_00, bounds)).toBeNull();
    expect(customAmountProblem(10_000_00, bounds)).toBeNull();
    expect(customAmountProblem(199_00, bounds)).toBe('Choose an amount from ₹200 to ₹10,000');
    expect(customAmountProblem(750_50, bounds)).toBe('Enter the amount in whole rupees');
    expect(customAmountProblem(750_00, null)).toBe(
      'Gift cards are sold in the amounts listed: choose one of them',
    );
  });
});
