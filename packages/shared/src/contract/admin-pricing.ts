/** The owner's pricing settings: GST rates per HSN, price lists per currency, rounding rules. */
import { z } from 'zod';
import { CURRENCY_CODES } from '../currency';
import { PRICE_ROUNDINGS } from '../shop-money';
import type { Wire } from './common';

const success = z.literal(true);

export const gstRateSchemaOut = z.object({
  hsnCode: z.string(),
  ratePercent: z.number().int(),
  description: z.string(),
});
export type GstRate = Wire<typeof gstRateSchemaOut>;

export const gstRatesResponse = z.object({ success, rates: z.array(gstRateSchemaOut) });
export const gstRateResponse = z.object({
  success,
  rate: gstRateSchemaOut,
  /** How many products now charge it (their taxPercent was set to the rate). */
  productsUpdated: z.number().int(),
});

export const priceListEntryOut = z.object({
  currency: z.enum(CURRENCY_CODES),
  price: z.number(),
  salePrice: z.number().nullable(),
});
export const priceListResponse = z.object({
  success,
  /** The shop currency: its price is the product's own, never in this list. */
  shopCurrency: z.enum(CURRENCY_CODES),
  prices: z.array(priceListEntryOut),
});
export type PriceListResponse = Wire<typeof priceListResponse>;

export const currencyRoundingResponse = z.object({
  success,
  shopCurrency: z.enum(CURRENCY_CODES),
  /** Each currency but the shop's, with the rule its converted prices are rounded by. */
  rounding: z.array(
    z.object({ currency: z.enum(CURRENCY_CODES), rounding: z.enum(PRICE_ROUNDINGS) }),
  ),
});
export type CurrencyRoundingResponse = Wire<typeof currencyRoundingResponse>;
