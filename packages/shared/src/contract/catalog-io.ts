/** The catalogue import's report (record 039): per product what the file does, and totals. */
import { z } from 'zod';
import type { Wire } from './common';

export const IMPORT_ACTIONS = ['create', 'change', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importedProductSchema = z.object({
  /** The file line of the product's first row. */
  line: z.number().int(),
  handle: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** What changes ("creates 3 variants", "Variant Price of JNL-SAGE 499.00 → 549.00"), or why refused. */
  reasons: z.array(z.string()),
  /** What was skipped without refusing the product (an image that could not be fetched). */
  warnings: z.array(z.string()),
});
export type ImportedProduct = Wire<typeof importedProductSchema>;

export const importTotalsSchema = z.object({
  rows: z.number().int(),
  products: z.number().int(),
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
  refuse: z.number().int(),
  variantsCreated: z.number().int(),
  variantsChanged: z.number().int(),
  imagesAdded: z.number().int(),
  stockAdjusted: z.number().int(),
});
export type ImportTotals = Wire<typeof importTotalsSchema>;

export const catalogImportResponse = z.object({
  success: z.literal(true),
  /** True: nothing was written; the report says what the import would do. */
  dryRun: z.boolean(),
  totals: importTotalsSchema,
  /** Refused products first, then the others in file order, up to a limit each. */
  products: z.array(importedProductSchema),
  /** Products counted in the totals but not listed (beyond the limit). */
  omitted: z.number().int(),
});
export type CatalogImportResponse = Wire<typeof catalogImportResponse>;
