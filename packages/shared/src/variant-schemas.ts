/**
 * Zod schemas of options, SKUs and the API's variant (record 038). Apart from the rules
 * (./variants) so that the storefront's first load, which reads the rules, carries no zod
 * (record 043).
 */
import { z } from 'zod';
import { OPTION_VALUES_MAX, OPTIONS_MAX, SKU_MAX } from './variant-limits';

const optionText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} must be at most 40 characters`)
    .refine((v) => !/[,;|]/.test(v), `${what} must not contain , ; or |`);

const distinct = (values: string[]) =>
  new Set(values.map((v) => v.toLowerCase())).size === values.length;

export const productOptionSchema = z.object({
  name: optionText('Option name'),
  values: z
    .array(optionText('Option value'))
    .min(1, 'An option needs at least one value')
    .max(OPTION_VALUES_MAX, `An option has at most ${OPTION_VALUES_MAX} values`)
    .refine(distinct, 'Option values must differ'),
});

export const productOptionsSchema = z
  .array(productOptionSchema)
  .max(OPTIONS_MAX, `A product has at most ${OPTIONS_MAX} options`)
  .refine((options) => distinct(options.map((o) => o.name)), 'Option names must differ');

export const skuSchema = z
  .string()
  .trim()
  .min(1, 'SKU is required')
  .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'SKU may hold letters, digits and . _ / - only');

/** A variant as the API sends it beside the product (prices are decimals of the shop currency). */
export const variantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  salePrice: z.number().nullable(),
  countInStock: z.number().int(),
  /** Its own pictures (file names among the product's), or the product's when it has none. */
  images: z.array(z.string()),
  priceList: z
    .record(z.string(), z.object({ price: z.number(), salePrice: z.number().nullable() }))
    .optional(),
});
export type Variant = z.infer<typeof variantSchema>;
