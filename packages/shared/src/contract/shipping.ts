/** Responses of the shipping rate table: public (checkout, policy page) and the owner's editor. */
import { z } from 'zod';
import {
  compilesAsPattern,
  fitsTrackingFormat,
  normaliseTrackingNumber,
  TRACKING_PLACEHOLDER,
} from '../carriers';
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

export const carrierInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Name the carrier').max(60),
    trackingUrlTemplate: z
      .string()
      .trim()
      .max(300)
      .url('Use a web address like https://www.bluedart.com/tracking?awb={tracking}')
      .refine((v) => v.startsWith('https://'), 'Use an https:// address')
      .refine(
        (v) => v.includes(TRACKING_PLACEHOLDER),
        `Put ${TRACKING_PLACEHOLDER} where the tracking number goes`,
      ),
    trackingPattern: z
      .string()
      .trim()
      .min(1, 'Describe the tracking number format, e.g. [0-9]{11}')
      .max(200)
      .refine(compilesAsPattern, 'This format is not a valid pattern'),
    trackingExample: z.string().trim().min(1, 'Give an example tracking number').max(60),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!compilesAsPattern(v.trackingPattern)) return;
    if (!fitsTrackingFormat(v.trackingPattern, normaliseTrackingNumber(v.trackingExample)))
      ctx.addIssue({
        code: 'custom',
        path: ['trackingExample'],
        message: 'The example does not fit the format',
      });
  });
export type CarrierInput = z.input<typeof carrierInputSchema>;

/** A carrier as the owner's list and the Shipped form read it. */
export const carrierSchema = z.object({
  id: z.string(),
  name: z.string(),
  trackingUrlTemplate: z.string(),
  trackingPattern: z.string(),
  trackingExample: z.string(),
  active: z.boolean(),
});
export type CarrierRow = z.infer<typeof carrierSchema>;
export const carrierListResponse = z.object({
  success: z.literal(true),
  carriers: z.array(carrierSchema),
});
export const carrierResponse = z.object({ success: z.literal(true), carrier: carrierSchema });

/** A courier's tracking update, taken (`duplicate`: it was recorded before; `handled`: it names an order and a status the shop acts on). */
export const trackingWebhookResponse = z.object({
  success: z.literal(true),
  handled: z.boolean(),
  duplicate: z.boolean(),
});

/**
 * A shipment booked with the shop's aggregator (record 058): its waybill, the courier assigned
 * and the pickup asked for. `provider` null: the shop has no aggregator (nothing can be booked).
 */
export const bookedShipmentSchema = z.object({
  provider: z.string(),
  awb: z.string(),
  courierName: z.string(),
  pickupAt: timestamp.nullable(),
  bookedAt: timestamp,
});
export type BookedShipmentView = z.infer<typeof bookedShipmentSchema>;
export const orderShipmentResponse = z.object({
  success: z.literal(true),
  provider: z.enum(['shiprocket', 'sandbox']).nullable(),
  shipment: bookedShipmentSchema.nullable(),
});
