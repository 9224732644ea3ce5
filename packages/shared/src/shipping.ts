/**
 * Shipping from one rate table (DESIGN deviation 13): the server charges from it, the checkout
 * offers it, and the Shipping policy page renders it, so they cannot disagree. The table's shape
 * and limits are in shipping-table.ts.
 */
import type { ShippingMethod, ShippingTable, ShippingZone } from './shipping-table';

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
/** ₹10,00,000 (in paise): no parcel of journals costs more to send or is a sane threshold; a typo of extra zeros is refused. */
export const SHIPPING_PRICE_MAX_CENTS = 100_000_000;
export const SHIPPING_DAYS_MAX = 90;

/** The zone that ships to a country, if any. */
export function zoneFor(table: ShippingTable, country: string): ShippingZone | undefined {
  return table.zones.find((zone) => (zone.countries as readonly string[]).includes(country));
}

/** Every country some zone ships to, in the zones' order (the checkout's country list). */
export function shippingCountries(table: ShippingTable): string[] {
  return table.zones.flatMap((zone) => zone.countries);
}

/** A shop-currency amount as the currency charged holds it (the identity in the shop currency). */
export type ToCharged = (shopMinor: number) => number;
const asIs: ToCharged = (minor) => minor;

/**
 * What a method costs for goods worth `goodsMinor` (what the lines cost, GST included, after named
 * discounts), both in the currency charged: its rate and threshold are converted by `toCharged`.
 */
export function shippingPriceCents(
  method: ShippingMethod,
  goodsMinor: number,
  toCharged: ToCharged = asIs,
): number {
  const free = method.freeOverCents !== null && goodsMinor >= toCharged(method.freeOverCents);
  return free ? 0 : toCharged(method.priceCents);
}

export type ShippingOption = ShippingMethod & { chargeCents: number; free: boolean };

/** The methods a country is offered, priced for the goods (empty: not shipped there). */
export function shippingOptions(
  table: ShippingTable,
  country: string,
  goodsMinor: number,
  toCharged: ToCharged = asIs,
): ShippingOption[] {
  const zone = zoneFor(table, country);
  if (!zone) return [];
  return zone.methods.map((method) => {
    const chargeCents = shippingPriceCents(method, goodsMinor, toCharged);
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

/**
 * The shop day ('YYYY-MM-DD') an order paid on the shop day `paidDay` must leave the studio to keep
 * its method's promise (record 057): the policy's latest processing day, in business days. The
 * delivery window's latest day counts its transit from this same day, so dispatch by then meets it.
 */
export function shipByDay(paidDay: string): string {
  const paid = new Date(`${paidDay}T00:00:00Z`);
  return addDays(paid, SHIPPING_PROCESSING_DAYS.max, true).toISOString().slice(0, 10);
}

/** "5-7 business days", "Next business day", "10-21 days". */
export function transitLabel(method: Pick<ShippingMethod, 'minDays' | 'maxDays' | 'businessDays'>) {
  const unit = method.businessDays ? 'business day' : 'day';
  if (method.maxDays <= 1) return method.businessDays ? 'Next business day' : 'Next day';
  const range =
    method.minDays === method.maxDays ? `${method.maxDays}` : `${method.minDays}-${method.maxDays}`;
  return `${range} ${unit}s`;
}
