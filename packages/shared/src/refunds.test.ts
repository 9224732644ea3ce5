import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, refundFormSchema, refundRequestSchema } from './refunds';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('refundRequestSchema', () => {
  it('takes an amount in minor units and a shop currency', () => {
    expect(
      refundRequestSchema.parse({ amountMinor: 1050, currency: 'INR', reason: ' Bent corner ' }),
    ).toEqual({ amountMinor: 1050, currency: 'INR', reason: 'Bent corner' });
  });

  it('says what is wrong with a decimal, missing or non-positive amount', () => {
    const base = { currency: 'INR', reason: 'Bent corner' };
    expect(messages(refundRequestSchema.safeParse({ ...base, amount: 10.5 }))).toEqual([
      REFUND_MESSAGES.amountMinorRequired,
    ]);
    expect(messages(refundRequestSchema.safeParse({ ...base, amountMinor: 10.5 }))).toEqual([
      REFUND_MESSAGES.amountWhole,
    ]);
    expect(messages(refundRequestSchema.safeParse({ ...base, amountMinor: 0 }))).toEqual([
      REFUND_MESSAGES.amountPositive,
    ]);
  });

  it('refuses a currency the shop does not sell in, naming the ones it does', () => {
    const result = refundRequestSchema.safeParse({
      amountMinor: 1050,
      currency: 'rupees',
      reason: 'Bent corner',
    });
    expect(messages(result)).toEqual(['Currency must be one of USD, EUR, GBP, INR, CAD, AUD, SGD']);
  });
});

describe('refundFormSchema', () => {
  it('reads rupees with at most two decimals', () => {
    expect(refundFormSchema.safeParse({ amount: 10.05, reason: 'x' }).success).toBe(true);
    expect(messages(refundFormSchema.safeParse({ amount: 10.005, reason: 'x' }))).toEqual([
      REFUND_MESSAGES.amountCents,
    ]);
  });
});
