/** Currencies the shop displays and how an amount in one reads (conversion: shop-money.ts, record 036). */
import { formatAmountAsRead } from './money-text';

export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', country: 'US', flag: 'US' },
  { code: 'EUR', name: 'Euro', symbol: '€', country: 'EU', flag: 'EU' },
  { code: 'GBP', name: 'British Pound', symbol: '£', country: 'GB', flag: 'GB' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', country: 'IN', flag: 'IN' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', country: 'CA', flag: 'CA' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', country: 'AU', flag: 'AU' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', country: 'SG', flag: 'SG' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export type CurrencyOption = (typeof CURRENCIES)[number];

/** The currency exchange rates are quoted against (units per 1 USD); not the shop's currency. */
export const BASE_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_CURRENCY: CurrencyCode = 'INR';
/** The cookie that mirrors the display currency, so server-rendered pages print prices in it. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as string[]).includes(value);
}

export function findCurrency(code: string): CurrencyOption | undefined {
  return CURRENCIES.find((c) => c.code === code);
}

/** Rates map: units of each currency per 1 USD. */
export type Rates = Partial<Record<string, number>>;

/**
 * Formats an amount as a shopper reads it: '₹1,49,999', '₹1,849.50', '$12.99', 'C$1,250'. Rupees
 * in Indian digit grouping, other currencies in threes; no '.00' on a whole amount (record 036).
 */
export function formatMoney(amount: number, code: string): string {
  const currency = findCurrency(code);
  const text = formatAmountAsRead(amount, code === 'INR');
  const symbol = currency?.symbol ?? `${code} `;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
