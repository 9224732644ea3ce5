/** The owner's discount input and its status (issue 28, record 049). */
import { describe, expect, it } from 'vitest';
import { bulkCodesSchema, discountInputSchema, discountStatus } from './discounts';

describe('discountInputSchema', () => {
  it('trims and upper-cases the code, and fills the defaults', () => {
    const parsed = discountInputSchema.parse({
      name: ' Festive ',
      method: 'code',
      kind: 'percent',
      value: 10,
      code: '  festive-10_a ',
    });
    expect(parsed).toMatchObject({
      name: 'Festive',
      code: 'FESTIVE-10_A',
      minSubtotal: 0,
      targets: { productIds: [], variantIds: [], categories: [] },
      firstOrderOnly: false,
      paidOnlineOnly: false,
      endsOn: null,
      combinable: false,
      usageCap: null,
      perCustomerCap: null,
      active: true,
    });
  });

  it('lets a one-day sale end on the day it starts', () => {
    const day = { startsOn: '2026-12-10', endsOn: '2026-12-10' };
    const base = { name: 'Day', method: 'automatic', kind: 'free_shipping' };
    expect(discountInputSchema.safeParse({ ...base, ...day }).success).toBe(true);
  });

  it('upper-cases a bulk prefix and keeps room for the 8 random characters', () => {
    expect(bulkCodesSchema.parse({ count: 5, prefix: ' riya- ' }).prefix).toBe('RIYA-');
    expect(bulkCodesSchema.safeParse({ count: 5, prefix: 'X'.repeat(25) }).success).toBe(false);
  });
});

describe('discountStatus', () => {
  const startsAt = new Date('2026-12-09T18:30:00.000Z');
  const endsAt = new Date('2026-12-10T18:29:59.999Z');
  const at = (iso: string) => new Date(iso);

  it('is scheduled before the first instant, active through the last, ended after', () => {
    const d = { active: true, startsAt, endsAt };
    expect(discountStatus(d, at('2026-12-09T18:29:59.999Z'))).toBe('scheduled');
    expect(discountStatus(d, startsAt)).toBe('active');
    expect(discountStatus(d, endsAt)).toBe('active');
    expect(discountStatus(d, at('2026-12-10T18:30:00.000Z'))).toBe('ended');
    expect(discountStatus({ ...d, endsAt: null }, at('2099-01-01T00:00:00Z'))).toBe('active');
  });

  it('is disabled when switched off, whatever the dates', () => {
    expect(discountStatus({ active: false, startsAt, endsAt }, startsAt)).toBe('disabled');
  });
});
