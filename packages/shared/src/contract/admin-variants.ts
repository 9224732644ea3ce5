/** Responses of the back office's option editor and variant grid (record 041). */
import { z } from 'zod';
import type { Wire } from './common';

const success = z.literal(true);

export const adminVariantSchemaOut = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  salePrice: z.number().nullable(),
  countInStock: z.number().int(),
  weightGrams: z.number().int().nullable(),
  barcode: z.string(),
  active: z.boolean(),
  images: z.array(z.string()),
  /** Shoppers waiting for it to come back (confirmed "Notify me", not yet mailed). */
  waiting: z.number().int(),
});
export type AdminVariant = Wire<typeof adminVariantSchemaOut>;

export const adminVariantsResponse = z.object({
  success,
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(adminVariantSchemaOut),
});
export type AdminVariantsResponse = Wire<typeof adminVariantsResponse>;

export const variantStockResponse = z.object({
  success,
  variantId: z.string(),
  /** The variant's stock now, and the product's total. */
  countInStock: z.number().int(),
  productStock: z.number().int(),
});

export const variantStockHistoryResponse = z.object({
  success,
  adjustments: z.array(
    z.object({
      id: z.string(),
      delta: z.number().int(),
      stockAfter: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
      /** Who recorded it (null once their account is gone). */
      by: z.string().nullable(),
    }),
  ),
});
export type VariantStockHistory = Wire<typeof variantStockHistoryResponse>;
