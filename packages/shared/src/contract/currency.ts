/** Response of the exchange rates (spec section 7 'Price conversion'). */
import { z } from 'zod';
import { CURRENCY_CODES } from '../currency';
import { PRICE_ROUNDINGS } from '../shop-money';
import type { Wire } from './common';

export const ratesResponse = z.object({
  success: z.literal(true),
  base: z.literal('USD'),
  /** Units of each currency per 1 USD. */
  rates: z.record(z.string(), z.number()),
  updatedAt: z.string(),
  /** The currency prices are kept in (record 036). */
  shopCurrency: z.enum(CURRENCY_CODES),
  /** How a converted price is rounded in each currency. */
  rounding: z.record(z.string(), z.enum(PRICE_ROUNDINGS)),
});
export type RatesResponse = Wire<typeof ratesResponse>;
