/**
 * The owner's side of cash on delivery (issue 27, record 045): settings, the PIN-code deny list
 * and the report. Amounts are paise (minor units of INR, the shop currency). The shopper's side
 * (`codOrderResponse`, `codOfferResponse`, `codConfirmResponse`) lives with payments and orders.
 */
import { z } from 'zod';
import { type Wire } from './common';

export const codSettingsBodySchema = z.object({
  enabled: z.boolean(),
  fee: z.number().int(),
  minOrder: z.number().int(),
  /** Null: no maximum. */
  maxOrder: z.number().int().nullable(),
  /** Unpaid (unconfirmed or undelivered) COD orders one phone number or e-mail may have at once. */
  unpaidCap: z.number().int(),
  /** Percent off the goods for paying online; 0 for none. */
  prepaidDiscountPercent: z.number(),
});

export const codSettingsResponse = z.object({
  success: z.literal(true),
  settings: codSettingsBodySchema,
});
export type CodSettingsResponse = Wire<typeof codSettingsResponse>;

/** The PIN codes where COD is refused, sorted. */
export const codPincodesResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  pincodes: z.array(z.string()),
});
export type CodPincodesResponse = Wire<typeof codPincodesResponse>;

/**
 * An uploaded deny list: the good lines replace the list (`count` of them, duplicates once) and
 * each bad line is named by its number in the file (1 = the first line).
 */
export const codPincodesUploadResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), text: z.string(), message: z.string() })),
  message: z.string(),
});
export type CodPincodesUploadResponse = Wire<typeof codPincodesUploadResponse>;

const rtoRow = z.object({
  /** The state or PIN code of the delivery address. */
  key: z.string(),
  /** COD orders to it that ended (collected or returned) in the period. */
  settled: z.number().int(),
  returned: z.number().int(),
  /** returned / settled, from 0 to 1 (0 when none settled). */
  rtoRate: z.number(),
});

/**
 * COD over a period (the shop's days, inclusive): its share of placed orders by count and value
 * (paise, each order at its own rate), and how often COD parcels came back, by state and PIN code.
 */
export const codReportResponse = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string() }),
  /** The shop currency (INR): every value is in its minor units. */
  currency: z.string(),
  orders: z.object({
    count: z.number().int(),
    codCount: z.number().int(),
    value: z.number().int(),
    codValue: z.number().int(),
    /** codCount / count and codValue / value, from 0 to 1. */
    countShare: z.number(),
    valueShare: z.number(),
  }),
  rto: z.object({
    settled: z.number().int(),
    returned: z.number().int(),
    rtoRate: z.number(),
    byState: z.array(rtoRow),
    byPincode: z.array(rtoRow),
  }),
});
export type CodReportResponse = Wire<typeof codReportResponse>;
