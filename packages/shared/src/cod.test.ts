import { describe, expect, it } from 'vitest';
import { COD_DEFAULT_SETTINGS, codOffered, codSettingsSchema, prepaidDiscountPercent } from './cod';

const india = { country: 'India', currency: 'INR', valueMinor: 50_000 };

describe('cash on delivery offered', () => {
  it('in India, in rupees, within the limits (both ends included)', () => {
    expect(codOffered(COD_DEFAULT_SETTINGS, india)).toBe(true);
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, valueMinor: 199_00 })).toBe(true);
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, valueMinor: 10_000_00 })).toBe(true);
  });

  it('not abroad, in another currency, outside the limits or when switched off', () => {
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, country: 'Canada' })).toBe(false);
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, currency: 'USD' })).toBe(false);
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, valueMinor: 198_99 })).toBe(false);
    expect(codOffered(COD_DEFAULT_SETTINGS, { ...india, valueMinor: 10_000_01 })).toBe(false);
    expect(codOffered({ ...COD_DEFAULT_SETTINGS, enabled: false }, india)).toBe(false);
    expect(
      codOffered({ ...COD_DEFAULT_SETTINGS, maxOrder: null }, { ...india, valueMinor: 1e9 }),
    ).toBe(true);
  });

  it('earns the prepaid discount only where COD is the other choice', () => {
    const settings = { ...COD_DEFAULT_SETTINGS, prepaidDiscountPercent: 5 };
    expect(prepaidDiscountPercent(settings, india)).toBe(5);
    expect(prepaidDiscountPercent(settings, { ...india, currency: 'EUR' })).toBe(0);
  });
});

describe('COD settings', () => {
  it('accept the defaults and refuse a maximum below the minimum', () => {
    expect(codSettingsSchema.safeParse(COD_DEFAULT_SETTINGS).success).toBe(true);
    const low = codSettingsSchema.safeParse({ ...COD_DEFAULT_SETTINGS, maxOrder: 100_00 });
    expect(low.error?.issues[0]).toMatchObject({
      path: ['maxOrder'],
      message: 'The maximum order must not be below the minimum order',
    });
  });
});
