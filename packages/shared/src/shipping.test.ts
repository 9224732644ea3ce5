import { describe, expect, it } from 'vitest';
import {
  chooseShippingMethod,
  deliveryWindow,
  shippingCountries,
  shippingOptions,
  shippingPriceCents,
  shipByDay,
  transitLabel,
} from './shipping';
import { shippingTableSchema, type ShippingMethod } from './shipping-table';

const standard: ShippingMethod = {
  code: 'standard',
  name: 'Standard',
  description: '',
  priceCents: 299,
  freeOverCents: 5000,
  minDays: 5,
  maxDays: 7,
  businessDays: true,
};
const express: ShippingMethod = {
  ...standard,
  code: 'express',
  name: 'Express',
  priceCents: 999,
  freeOverCents: null,
};
const table = shippingTableSchema.parse({
  zones: [
    { name: 'India', countries: ['India'], methods: [standard, express] },
    {
      name: 'Abroad',
      countries: ['United States', 'Canada'],
      methods: [{ ...express, code: 'intl' }],
    },
  ],
});

describe('shipping prices', () => {
  it('is free from the threshold exactly, and charged a cent below it', () => {
    expect(shippingPriceCents(standard, 4999)).toBe(299);
    expect(shippingPriceCents(standard, 5000)).toBe(0);
    expect(shippingPriceCents(express, 1_000_000)).toBe(999);
  });

  it("offers a country its zone's methods, priced, and nothing where no zone ships", () => {
    expect(
      shippingOptions(table, 'India', 6000).map((o) => [o.code, o.chargeCents, o.free]),
    ).toEqual([
      ['standard', 0, true],
      ['express', 999, false],
    ]);
    expect(shippingOptions(table, 'Brazil', 6000)).toEqual([]);
    expect(shippingCountries(table)).toEqual(['India', 'United States', 'Canada']);
  });

  it("chooses the named method, the zone's first when none is named, or says why not", () => {
    expect(chooseShippingMethod(table, 'India', 'express').method?.code).toBe('express');
    expect(chooseShippingMethod(table, 'Canada', undefined).method?.code).toBe('intl');
    expect(chooseShippingMethod(table, 'Canada', 'express').error).toBe(
      'The shipping method "express" is not offered for Canada. Choose one of the methods shown.',
    );
    expect(chooseShippingMethod(table, 'Brazil', undefined).error).toBe(
      "We don't ship to Brazil yet.",
    );
  });
});

describe('the table schema', () => {
  it('refuses a country in two zones, naming the zone that has it', () => {
    const result = shippingTableSchema.safeParse({
      zones: [
        { name: 'India', countries: ['India'], methods: [standard] },
        { name: 'Everywhere', countries: ['Canada', 'India'], methods: [standard] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['zones', 1, 'countries', 1],
        message: 'India is already in the zone "India"',
      }),
    );
  });

  it('refuses two methods with one code in a zone, and two zones with one name', () => {
    const result = shippingTableSchema.safeParse({
      zones: [
        { name: 'India', countries: ['India'], methods: [standard, standard] },
        { name: 'india', countries: ['Canada'], methods: [standard] },
      ],
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Method codes must differ within a zone');
    expect(messages).toContain('Zone names must differ');
  });
});

describe('delivery windows', () => {
  it('counts business days over a weekend: packing 1-2 days, then the transit', () => {
    // Friday 4 December 2026, noon UTC.
    const placed = new Date('2026-12-04T12:00:00Z');
    const { earliest, latest } = deliveryWindow(
      { minDays: 2, maxDays: 3, businessDays: true },
      placed,
    );
    // Packed Monday 7 (earliest) or Tuesday 8 (latest); two business days on: Wednesday 9;
    // three business days after Tuesday: Friday 11.
    expect(earliest.toISOString().slice(0, 10)).toBe('2026-12-09');
    expect(latest.toISOString().slice(0, 10)).toBe('2026-12-11');
  });

  it('counts calendar days for methods that travel at weekends', () => {
    const placed = new Date('2026-12-04T12:00:00Z');
    const { latest } = deliveryWindow({ minDays: 7, maxDays: 14, businessDays: false }, placed);
    // Packed by Tuesday 8, then 14 calendar days: Tuesday 22.
    expect(latest.toISOString().slice(0, 10)).toBe('2026-12-22');
  });

  it('reads as a shopper says it', () => {
    expect(transitLabel({ minDays: 5, maxDays: 7, businessDays: true })).toBe('5-7 business days');
    expect(transitLabel({ minDays: 1, maxDays: 1, businessDays: true })).toBe('Next business day');
    expect(transitLabel({ minDays: 10, maxDays: 21, businessDays: false })).toBe('10-21 days');
  });
});

describe('shipByDay (record 057)', () => {
  it('allows the policy’s two business days after the day of payment', () => {
    // Paid Tuesday 1 December: out by Thursday 3.
    expect(shipByDay('2026-12-01')).toBe('2026-12-03');
  });

  it('skips the weekend', () => {
    // Paid Thursday 3: Friday 4, then Monday 7. Paid on Saturday 5: Monday 7, Tuesday 8.
    expect(shipByDay('2026-12-03')).toBe('2026-12-07');
    expect(shipByDay('2026-12-05')).toBe('2026-12-08');
  });

  it('is the day the latest of the delivery window counts its transit from', () => {
    const paid = new Date('2026-12-04T12:00:00Z');
    const { latest } = deliveryWindow({ minDays: 1, maxDays: 1, businessDays: true }, paid);
    // One business day after the ship-by day (Tuesday 8) is the window's last: Wednesday 9.
    expect(shipByDay('2026-12-04')).toBe('2026-12-08');
    expect(latest.toISOString().slice(0, 10)).toBe('2026-12-09');
  });
});
