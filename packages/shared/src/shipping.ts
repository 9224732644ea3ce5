/**
 * Shipping from one rate table (DESIGN deviation 13): zones of countries, each with its methods
 * (price, delivery estimate, optional free-over threshold). The server charges from it, the
 * checkout offers it, and the Shipping policy page renders it, so they cannot disagree.
 * Money is integer US cents, as the catalogue's prices are.
 */
import { z } from 'zod';
import { COUNTRIES } from './countries';

/** Orders leave Hyderabad within this many business days of payment (the policy's 1-2). */
export const SHIPPING_PROCESSING_DAYS = { min: 1, max: 2 } as const;

export const SHIPPING_MESSAGES = {
  calculatedAtCheckout: 'Shipping costs calculated at checkout',
  notShipped: (country: string) => `We don't ship to ${country} yet.`,
  methodNotOffered: (code: string, country: string) =>
    `The shipping method "${code}" is not offered for ${country}. Choose one of the methods shown.`,
  chooseMethod: 'Choose a shipping method',
} as const;

export const SHIPPING_ZONES_MAX = 20;
export const SHIPPING_METHODS_MAX = 8;
/** $10,000: no parcel of journals costs more to send; a typo of extra zeros is refused. */
export const SHIPPING_PRICE_MAX_CENTS = 1_000_000;
export const SHIPPING_DAYS_MAX = 90;

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number of cents`)
    .min(0, `${what} cannot be negative`)
    .max(SHIPPING_PRICE_MAX_CENTS, `${what} is at most ${SHIPPING_PRICE_MAX_CENTS / 100} dollars`);

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

/** The zone that ships to a country, if any. */
export function zoneFor(table: ShippingTable, country: string): ShippingZone | undefined {
  return table.zones.find((zone) => (zone.countries as readonly string[]).includes(country));
}

/** Every country some zone ships to, in the zones' order (the checkout's country list). */
export function shippingCountries(table: ShippingTable): string[] {
  return table.zones.flatMap((zone) => zone.countries);
}

/** What a method costs for goods worth `goodsCents` (subtotal after discount, before tax). */
export function shippingPriceCents(method: ShippingMethod, goodsCents: number): number {
  const free = method.freeOverCents !== null && goodsCents >= method.freeOverCents;
  return free ? 0 : method.priceCents;
}

export type ShippingOption = ShippingMethod & { chargeCents: number; free: boolean };

/** The methods a country is offered, priced for the goods (empty: not shipped there). */
export function shippingOptions(
  table: ShippingTable,
  country: string,
  goodsCents: number,
): ShippingOption[] {
  const zone = zoneFor(table, country);
  if (!zone) return [];
  return zone.methods.map((method) => {
    const chargeCents = shippingPriceCents(method, goodsCents);
    return { ...method, chargeCents, free: chargeCents === 0 && method.priceCents > 0 };
  });
}

/**
 * The method a checkout asked for, or the zone's first when it named none (the spec's client
 * sends no method). Throws nothing: `error` says why there is no method.
 */
export function chooseShippingMethod(
  table: ShippingTable,
  country: string,
  code: string | undefined,
): { method: ShippingMethod; error?: undefined } | { method?: undefined; error: string } {
  const zone = zoneFor(table, country);
  if (!zone) return { error: SHIPPING_MESSAGES.notShipped(country) };
  if (code === undefined) return { method: zone.methods[0]! };
  const method = zone.methods.find((m) => m.code === code);
  return method ? { method } : { error: SHIPPING_MESSAGES.methodNotOffered(code, country) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(from: Date, count: number, businessDays: boolean): Date {
  let date = new Date(from.getTime());
  let left = count;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (!businessDays || (weekday !== 0 && weekday !== 6)) left -= 1;
  }
  return date;
}

/** When a parcel sent by `method` arrives: processing in business days, then the transit. */
export function deliveryWindow(
  method: Pick<ShippingMethod, 'minDays' | 'maxDays' | 'businessDays'>,
  placedAt: Date,
): { earliest: Date; latest: Date } {
  const earliestOut = addDays(placedAt, SHIPPING_PROCESSING_DAYS.min, true);
  const latestOut = addDays(placedAt, SHIPPING_PROCESSING_DAYS.max, true);
  return {
    earliest: addDays(earliestOut, method.minDays, method.businessDays),
    latest: addDays(latestOut, method.maxDays, method.businessDays),
  };
}

/** "5-7 business days", "Next business day", "10-21 days". */
export function transitLabel(method: Pick<ShippingMethod, 'minDays' | 'maxDays' | 'businessDays'>) {
  const unit = method.businessDays ? 'business day' : 'day';
  if (method.maxDays <= 1) return method.businessDays ? 'Next business day' : 'Next day';
  const range =
    method.minDays === method.maxDays ? `${method.maxDays}` : `${method.minDays}-${method.maxDays}`;
  return `${range} ${unit}s`;
}
