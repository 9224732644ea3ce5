/** Response of the exchange rates (spec section 7 'Price conversion'). */
import { z } from 'zod';
import type { Wire } from './common';

export const ratesResponse = z.object({
  success: z.literal(true),
  base: z.literal('USD'),
  /** Units of each currency per 1 USD. */
  rates: z.record(z.string(), z.number()),
  updatedAt: z.string(),
});
export type RatesResponse = Wire<typeof ratesResponse>;
