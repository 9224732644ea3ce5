/**
 * The back office's option editor and variant grid (record 041): what one save sends (the options
 * and every variant at once) and the rules both the grid and the API check it by.
 */
import { z } from 'zod';
import { PRICE_MAX } from './admin';
import { activeSalePrice } from './pricing';
import { productOptionsSchema, skuSchema } from './variant-schemas';
import { optionValuesProblem } from './variant-building';
import { VARIANTS_MAX, type OptionValues } from './variants';

export const BARCODE_MAX = 48;
export const WEIGHT_MAX_GRAMS = 100_000;
/** What a stock count typed in the grid is recorded as, when the owner gives no reason. */
export const GRID_STOCK_REASON = 'Counted in the variant grid';

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(PRICE_MAX, `${label} is too high`);

export const variantRowInputSchema = z.object({
  /** An existing variant's id; absent for a row the grid added. */
  id: z.uuid('Unknown variant').optional(),
  sku: skuSchema,
  options: z.record(z.string(), z.string()),
  price: money('Price'),
  salePrice: money('Sale price').nullable().default(null),
  weightGrams: z
    .number({ error: 'Weight must be a number' })
    .int('Weight must be whole grams')
    .min(0, 'Weight must be 0 or more')
    .max(WEIGHT_MAX_GRAMS, 'Weight is too high')
    .nullable()
    .default(null),
  barcode: z
    .string()
    .trim()
    .max(BARCODE_MAX, `Barcode must be at most ${BARCODE_MAX} characters`)
    .default(''),
  active: z.boolean().default(true),
  /** File names among the product's pictures; empty: the product's own. */
  images: z.array(z.string()).max(20).default([]),
});
export type VariantRowInput = z.input<typeof variantRowInputSchema>;

const optionsKey = (values: OptionValues) =>
  JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  );

/** The grid's own problems, each under its field path (`variants.3.sku`). */
function checkRows(
  input: { options: { name: string; values: string[] }[]; variants: VariantRowInput[] },
  ctx: z.RefinementCtx,
) {
  const skus = new Map<string, number>();
  const combos = new Map<string, number>();
  input.variants.forEach((row, i) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['variants', i, field], message });
    const problem = optionValuesProblem(input.options, row.options);
    if (problem) at('options', problem);
    const key = optionsKey(row.options);
    const twin = combos.get(key);
    if (!problem && twin !== undefined)
      at('options', `Row ${i + 1} has the same option values as row ${twin + 1}`);
    combos.set(key, twin ?? i);
    const sku = row.sku.trim().toLowerCase();
    const same = skus.get(sku);
    if (same !== undefined) at('sku', `SKU ${row.sku.trim()} is already used by row ${same + 1}`);
    skus.set(sku, same ?? i);
    if (row.salePrice != null && activeSalePrice(row.price, row.salePrice) === null)
      at('salePrice', 'Sale price must be below the price');
  });
}

/** PUT /api/admin/products/:id/variants: the options and the whole variant list. */
export const variantGridInputSchema = z
  .object({
    options: productOptionsSchema,
    variants: z
      .array(variantRowInputSchema)
      .min(1, 'A product needs at least one variant')
      .max(VARIANTS_MAX, `A product has at most ${VARIANTS_MAX} variants`),
  })
  .superRefine(checkRows);
export type VariantGridInput = z.input<typeof variantGridInputSchema>;

/** A stock count typed in the grid: the new count and the one the grid showed. */
export const variantStockInputSchema = z.object({
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must be 0 or more')
    .max(1_000_000, 'Stock is too high'),
  expected: z.number().int().min(0),
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
});
export type VariantStockInput = z.input<typeof variantStockInputSchema>;
