/** Responses of "Notify me" and of the owner's count of who waits for which variant (record 040). */
import { z } from 'zod';
import { STOCK_ALERT_STATUSES } from '../stock-alerts';
import { timestamp, type Wire } from './common';

export const notifyMeResponse = z.object({
  success: z.literal(true),
  status: z.enum(STOCK_ALERT_STATUSES),
  message: z.string(),
});
export type NotifyMeResponse = Wire<typeof notifyMeResponse>;

/** Variants that shoppers wait for, the one most recently asked for first. */
export const stockAlertCountsResponse = z.object({
  success: z.literal(true),
  variants: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      variantId: z.string(),
      sku: z.string(),
      options: z.record(z.string(), z.string()),
      countInStock: z.number().int(),
      /** Confirmed addresses not mailed yet. */
      waiting: z.number().int(),
      lastAskedAt: timestamp,
    }),
  ),
});
export type StockAlertCountsResponse = Wire<typeof stockAlertCountsResponse>;
