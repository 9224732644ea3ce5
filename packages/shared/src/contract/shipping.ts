/** Responses of the shipping rate table: public (checkout, policy page) and the owner's editor. */
import { z } from 'zod';
import { shippingZoneSchema } from '../shipping-table';
import { timestamp } from './common';

/** The table as stored: zones in order, each with its methods in order. */
export const shippingRatesResponse = z.object({
  success: z.literal(true),
  zones: z.array(shippingZoneSchema),
  /** Business days between payment and dispatch (the policy's "processed in 1-2 business days"). */
  processingDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** When the owner last changed the table (null: as seeded). */
  updatedAt: timestamp.nullable(),
});
