/**
 * Rupees first (record 036): the shop keeps its prices in one currency (SHOP_CURRENCY, INR), GST
 * included. A price in another currency is the owner's own (a price list entry) or the shop price
 * converted at the day's rate and rounded up by that currency's rule, so the same product costs
 * the same on the page, in the cart and on the charge. Every amount here is in integer minor units.
 */
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, type Rates } from './currency';
import { fromMinor, MINOR_PER_MAJOR, toMinor } from './money';
import { activeSalePrice } from './pricing';
import type { Product } from './product';

/** The shop's own currency unless SHOP_CURRENCY names another. */
export const DEFAULT_SHOP_CURRENCY: CurrencyCode = 'INR';

/**
 * How a converted price is rounded, always upwards to the next amount ending so: 'whole' (INR to
 * whole rupees), '0.99' and '0.95' (12.30 -> 12.99 / 12.95), 'exact' (to the minor unit).
 */
export const PRICE_ROUNDINGS = ['whole', '0.99', '0.95', 'exact'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export function isPriceRounding(value: unknown): value is PriceRounding {
  return typeof value === 'string' && (PRICE_ROUNDINGS as readonly string[]).includes(value);
}

/** The rules until the owner sets others: rupees whole, the rest as shops abroad price. */
export const DEFAULT_ROUNDING: Record<CurrencyCode, PriceRounding> = {
  INR: 'whole',
  USD: '0.99',
  EUR: '0.99',
  GBP: '0.99',
  CAD: '0.99',
  AUD: '0.95',
  SGD: 'whole',
};

const MINOR = MINOR_PER_MAJOR;
const PERCENT = 100;
const ENDING: Record<PriceRounding, number> = { whole: 0, '0.99': 99, '0.95': 95, exact: -1 };

/** The smallest amount at or above `minor` that the rule allows (12.30 -> 12.99 for '0.99'). */
export function roundUpPrice(minor: number, rule: PriceRounding): number {
  const value = Math.max(0, Math.round(minor));
  const ending = ENDING[rule];
  if (ending < 0) return value;
  const unit = Math.floor(value / MINOR) * MINOR + ending;
  return unit >= value ? unit : unit + MINOR;
}

/** What prices are converted with: the shop currency, the day's rates (per USD), the rules. */
export type PriceContext = {
  shopCurrency: CurrencyCode;
  rates: Rates;
  rounding: Partial<Record<string, PriceRounding>>;
};

export function roundingOf(context: PriceContext, code: string): PriceRounding {
  return context.rounding[code] ?? (isCurrencyCode(code) ? DEFAULT_ROUNDING[code] : 'exact');
}

const usable = (rate: number | undefined): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** Whether amounts can be shown and charged in `code` (the shop currency, or one with a rate). */
export function canPriceIn(context: PriceContext, code: string): boolean {
  if (code === context.shopCurrency) return true;
  return usable(context.rates[code]) && usable(context.rates[context.shopCurrency]);
}

/** Units of `code` per unit of the shop currency (1 for itself; NaN without rates). */
export function shopRateTo(context: PriceContext, code: string): number {
  if (code === context.shopCurrency) return 1;
  const from = context.rates[context.shopCurrency];
  const to = context.rates[code];
  return usable(from) && usable(to) ? to / from : Number.NaN;
}

/**
 * A shop-currency amount (a price, a shipping rate, a threshold) in `code`: converted, then
 * rounded up by the currency's rule. Without a rate the amount stays as it is (spec section 7:
 * the unconverted amount shows); `canPriceIn` tells a checkout not to charge it.
 */
export function convertShopMinor(minor: number, code: string, context: PriceContext): number {
  if (code === context.shopCurrency) return minor;
  const rate = shopRateTo(context, code);
  if (!Number.isFinite(rate)) return minor;
  return roundUpPrice(minor * rate, roundingOf(context, code));
}

/** A price the owner set by hand for one currency. */
export type PriceListEntry = { priceMinor: number; salePriceMinor: number | null };

export type PricedProduct = {
  priceCents: number;
  salePriceCents: number | null;
  priceList?: Partial<Record<string, PriceListEntry>>;
};

/** A product's regular price and the sale price (null when none counts) in `code`. */
export function productPriceIn(
  product: PricedProduct,
  code: string,
  context: PriceContext,
): PriceListEntry {
  const own = code === context.shopCurrency ? undefined : product.priceList?.[code];
  const price = own ? own.priceMinor : convertShopMinor(product.priceCents, code, context);
  const sale = own
    ? own.salePriceMinor
    : product.salePriceCents === null
      ? null
      : convertShopMinor(product.salePriceCents, code, context);
  return { priceMinor: price, salePriceMinor: sale === null ? null : activeSalePrice(price, sale) };
}

/** What one unit costs in `code`: the sale price when it counts, else the price. */
export function unitPriceIn(product: PricedProduct, code: string, context: PriceContext): number {
  const { priceMinor, salePriceMinor } = productPriceIn(product, code, context);
  return salePriceMinor ?? priceMinor;
}

/** "You save ₹300 (23%)": the saving per unit and its whole percentage of the price (rounded down). */
export function saving(entry: PriceListEntry): { minor: number; percent: number } | null {
  if (entry.salePriceMinor === null || entry.priceMinor <= 0) return null;
  const minor = entry.priceMinor - entry.salePriceMinor;
  return { minor, percent: Math.floor((minor * PERCENT) / entry.priceMinor) };
}

/** The currencies a price list may hold: every one the shop shows but its own. */
export function priceListCurrencies(shopCurrency: CurrencyCode): CurrencyCode[] {
  return CURRENCY_CODES.filter((code) => code !== shopCurrency);
}

/** A Product as the API sends it (decimals) in the shape the price rules read (minor units). */
export function pricedProduct(
  product: Pick<Product, 'price' | 'salePrice'> & { priceList?: Product['priceList'] },
): PricedProduct {
  const priceList: Record<string, PriceListEntry> = {};
  for (const [code, entry] of Object.entries(product.priceList ?? {}))
    priceList[code] = {
      priceMinor: toMinor(entry.price),
      salePriceMinor: entry.salePrice === null ? null : toMinor(entry.salePrice),
    };
  return {
    priceCents: toMinor(product.price),
    salePriceCents: product.salePrice === null ? null : toMinor(product.salePrice),
    priceList,
  };
}

/** Hand-set prices as the API sends them (decimals). */
export function priceListOut(
  rows: readonly { currency: string; priceMinor: number; salePriceMinor: number | null }[],
): Product['priceList'] {
  return Object.fromEntries(
    rows.map((row) => [
      row.currency,
      {
        price: fromMinor(row.priceMinor),
        salePrice: row.salePriceMinor === null ? null : fromMinor(row.salePriceMinor),
      },
    ]),
  );
}

/**
 * How an order kept its amounts: 'inclusive' (record 036) in the charged currency's minor units
 * with GST inside the prices; 'usd_exclusive' (before it) in US cents, tax added on top,
 * converted to the charged currency at the order's own `exchangeRate`.
 */
export type PricedOrder = { pricing: 'usd_exclusive' | 'inclusive'; exchangeRate: number };

/** One of an order's recorded amounts in minor units of the currency it was charged in. */
export function chargedMinor(order: PricedOrder, minor: number): number {
  return order.pricing === 'inclusive' ? minor : Math.round(minor * order.exchangeRate);
}

/** Whether an order's prices include its tax ("Includes ₹X GST") or had it added on top. */
export const taxIncluded = (order: PricedOrder) => order.pricing === 'inclusive';
