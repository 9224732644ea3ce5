/**
 * The shipping rate table's schema (DESIGN deviation 13): zones of countries, each with its
 * methods (price, delivery estimate, optional free-over threshold). Apart from the rules in
 * shipping.ts, so pages that only quote from a table do not load the validation library.
 * Money is integer minor units of the shop currency (paise), as the catalogue's prices are.
 */
import { z } from 'zod';
import { COUNTRIES } from './countries';
import { formatMoney } from './currency';
import { fromMinor } from './money';
import {
  SHIPPING_DAYS_MAX,
  SHIPPING_METHODS_MAX,
  SHIPPING_PRICE_MAX_CENTS,
  SHIPPING_ZONES_MAX,
} from './shipping';

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number of paise`)
    .min(0, `${what} cannot be negative`)
    .max(
      SHIPPING_PRICE_MAX_CENTS,
      `${what} is at most ${formatMoney(fromMinor(SHIPPING_PRICE_MAX_CENTS), 'INR')}`,
    );

const days = z
  .number({ error: 'Days must be a number' })
  .int('Days must be a whole number')
  .min(0, 'Days cannot be negative')
  .max(SHIPPING_DAYS_MAX, `At most ${SHIPPING_DAYS_MAX} days`);

export const shippingMethodSchema = z
  .object({
    /** What the checkout sends; unique within its zone ('standard', 'express', ...). */
    code: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,39}$/,
        'Code: lowercase letters, digits and dashes (at most 40)',
      ),
    name: z.string().trim().min(1, 'Method name is required').max(60, 'At most 60 characters'),
    /** A short line for the checkout and the policy page ("Order before 2 PM IST"). */
    description: z.string().trim().max(160, 'At most 160 characters').default(''),
    priceCents: cents('Price'),
    /** Goods worth at least this much (after discount, before tax) ship free; null: never free. */
    freeOverCents: cents('Free-over threshold')
      .positive('Leave the threshold empty or above 0')
      .nullable(),
    minDays: days,
    maxDays: days,
    /** Business days (Monday-Friday) or calendar days. */
    businessDays: z.boolean().default(true),
  })
  .refine((m) => m.minDays <= m.maxDays, {
    path: ['maxDays'],
    message: 'The longest delivery time cannot be shorter than the shortest',
  });
export type ShippingMethod = z.output<typeof shippingMethodSchema>;

export const shippingZoneSchema = z.object({
  name: z.string().trim().min(1, 'Zone name is required').max(60, 'At most 60 characters'),
  countries: z
    .array(z.enum(COUNTRIES, { error: 'Choose countries from the list' }))
    .min(1, 'A zone needs at least one country'),
  methods: z
    .array(shippingMethodSchema)
    .min(1, 'A zone needs at least one shipping method')
    .max(SHIPPING_METHODS_MAX, `At most ${SHIPPING_METHODS_MAX} methods in a zone`),
});
export type ShippingZone = z.output<typeof shippingZoneSchema>;

/** The whole table, as the owner saves it (PUT /api/admin/shipping) and as the API answers it. */
export const shippingTableSchema = z
  .object({
    zones: z
      .array(shippingZoneSchema)
      .min(1, 'Keep at least one zone, or nobody can check out')
      .max(SHIPPING_ZONES_MAX, `At most ${SHIPPING_ZONES_MAX} zones`),
  })
  .superRefine((table, ctx) => {
    const zoneOf = new Map<string, string>();
    const names = new Set<string>();
    table.zones.forEach((zone, z) => {
      const key = zone.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['zones', z, 'name'],
          message: 'Zone names must differ',
        });
      names.add(key);
      zone.countries.forEach((country, c) => {
        const other = zoneOf.get(country);
        if (other !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['zones', z, 'countries', c],
            message: `${country} is already in the zone "${other}"`,
          });
        else zoneOf.set(country, zone.name);
      });
      const codes = new Set<string>();
      zone.methods.forEach((method, m) => {
        if (codes.has(method.code))
          ctx.addIssue({
            code: 'custom',
            path: ['zones', z, 'methods', m, 'code'],
            message: 'Method codes must differ within a zone',
          });
        codes.add(method.code);
      });
    });
  });
export type ShippingTable = z.output<typeof shippingTableSchema>;
export type ShippingTableInput = z.input<typeof shippingTableSchema>;
