/** How the customer pages write things: money in the shop currency, the filter from the URL. */
import {
  CUSTOMER_FILTER_KEYS,
  customerFilterSchema,
  formatMoney,
  fromMinor,
  type CustomerFilter,
} from '@shop/shared';

export const money = (paise: number, currency = 'INR') => formatMoney(fromMinor(paise), currency);

/** The filter the URL holds (a value it cannot read is left out). */
export function filterFromParams(get: (key: string) => string | undefined): CustomerFilter {
  const raw: Record<string, string> = {};
  for (const key of CUSTOMER_FILTER_KEYS) {
    const value = get(key);
    if (value) raw[key] = value;
  }
  const parsed = customerFilterSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw))
    if (customerFilterSchema.safeParse({ [key]: value }).success) kept[key] = value;
  return customerFilterSchema.parse(kept);
}

/** A filter as URL parameters (every key present, empty when unset, so applying clears the rest). */
export const filterToParams = (filter: CustomerFilter) =>
  Object.fromEntries(
    CUSTOMER_FILTER_KEYS.map((key) => [key, filter[key] === undefined ? '' : String(filter[key])]),
  );

export const filterQuery = (filter: CustomerFilter) =>
  new URLSearchParams(
    Object.entries(filterToParams(filter)).filter(([, value]) => value !== ''),
  ).toString();
