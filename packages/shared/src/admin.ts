/** The owner's back office: schemas and rules shared by the admin pages and the API. */
import { z } from 'zod';
import { CATEGORIES } from './constants';
import { CURRENCY_CODES } from './currency';
import { HSN_CODE, HSN_CODES, HSN_MESSAGE } from './gst';
import { ORDER_STATUSES } from './order-status';
import { activeSalePrice } from './pricing';
import type { PriceRounding } from './shop-money';
import { PRICE_ROUNDINGS } from './shop-money';

/** A product in the back office: live in the shop, a draft never published, or archived. */
export const PRODUCT_STATUSES = ['live', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const productStatus = (p: {
  active: boolean;
  publishedAt: Date | string | null;
}): ProductStatus => (p.active ? 'live' : p.publishedAt === null ? 'draft' : 'archived');

/**
 * Highest price or shipping cost, in the shop currency (₹10,00,000; record 036). It bounds the
 * largest order (docs/decisions/006): 50 units at this price is ₹5 crore, 5e9 paise, which the
 * orders' bigint columns hold and an int would not. Every other currency has fewer units per rupee.
 */
export const PRICE_MAX = 1_000_000;

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(PRICE_MAX, `${label} is too high`);

export const adminProductSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(2, 'Title is required')
      .max(120, 'Title must be at most 120 characters'),
    description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    price: money('Price').refine((v) => v > 0, 'Price must be more than 0'),
    salePrice: money('Sale price').nullable().optional(),
    countInStock: z.coerce
      .number()
      .int('Stock must be a whole number')
      .min(0, 'Stock must be 0 or more')
      .max(1_000_000),
    featured: z.boolean().optional().default(false),
    /**
     * The product's HSN code: the server charges the GST rate kept for it (gst_rates) and stores it
     * as taxPercent. A taxPercent or discountPercent sent is ignored (record 036: no anonymous
     * discount; the rate follows the code).
     */
    hsnCode: z.string().trim().regex(HSN_CODE, HSN_MESSAGE).default(HSN_CODES.notebook),
    shippingCost: money('Shipping cost').default(0),
    features: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    colors: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
    specifications: z
      .record(z.string().trim().min(1).max(60), z.string().trim().max(300))
      .default({}),
  })
  // A sale price must be one that counts, so the stored data and the SQL effective price agree.
  .refine((v) => v.salePrice == null || activeSalePrice(v.price, v.salePrice) !== null, {
    message: 'Sale price must be below the price',
    path: ['salePrice'],
  });
export type AdminProductInput = z.input<typeof adminProductSchema>;

/** GST rates the owner may set: the slabs in force from 22 September 2025, and the older 12 and 28. */
export const GST_RATE_PERCENTS = [0, 5, 18, 40] as const;
export const LEGACY_GST_RATE_PERCENTS = [12, 28] as const;
const GST_RATES_ALLOWED: readonly number[] = [...GST_RATE_PERCENTS, ...LEGACY_GST_RATE_PERCENTS];

export const hsnParamsSchema = z.object({
  hsn: z.string().trim().regex(HSN_CODE, HSN_MESSAGE),
});

export const gstRateInputSchema = z.object({
  ratePercent: z.coerce
    .number({ error: 'Rate must be a number' })
    .refine((v) => GST_RATES_ALLOWED.includes(v), 'Rate must be 0, 5, 18 or 40% (or 12 or 28%)'),
  description: z.string().trim().max(200, 'Description must be at most 200 characters').default(''),
});
export type GstRateInput = z.input<typeof gstRateInputSchema>;

/** A price set by hand in another currency than the shop's (record 036), in decimals. */
export const priceListEntrySchema = z
  .object({
    currency: z.enum(CURRENCY_CODES, { error: 'Choose a currency' }),
    price: money('Price').refine((v) => v > 0, 'Price must be more than 0'),
    salePrice: money('Sale price').nullable().default(null),
  })
  .refine((v) => v.salePrice === null || activeSalePrice(v.price, v.salePrice) !== null, {
    message: 'Sale price must be below the price',
    path: ['salePrice'],
  });

/** A product's whole price list: it replaces the one stored. */
export const priceListInputSchema = z.object({
  prices: z
    .array(priceListEntrySchema)
    .max(CURRENCY_CODES.length)
    .refine(
      (list) => new Set(list.map((p) => p.currency)).size === list.length,
      'Each currency may have one price',
    ),
});
export type PriceListInput = z.input<typeof priceListInputSchema>;

/** How converted prices in one currency are rounded (not the shop currency: it is never converted). */
export const currencyRoundingInputSchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'Choose a currency' }),
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'Choose a rounding rule' }),
});
export type CurrencyRoundingInput = z.input<typeof currencyRoundingInputSchema>;

export const stockAdjustmentSchema = z.object({
  delta: z.coerce
    .number()
    .int('Use a whole number')
    .refine((v) => v !== 0, 'The change cannot be 0')
    .refine((v) => Math.abs(v) <= 100_000, 'Too large a change'),
  reason: z.string().trim().min(3, 'Say why the stock changes').max(200),
  /** The variant counted; a product of one variant may leave it out (record 038). */
  variantId: z.string().max(100).optional(),
});

/** What marking an order Shipped asks for, field by field. */
export const SHIPPED_NEEDS = {
  tracking: 'Shipping needs a tracking number',
  delivery: 'Shipping needs an estimated delivery date',
} as const;

export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    trackingNumber: z.string().trim().max(60).optional(),
    /** The carrier from the owner's list (record 058); its format checks the tracking number. */
    carrierId: z.string().uuid('Choose a carrier from the list').optional(),
    estimatedDelivery: z.string().date('Use a date like 2026-12-01').optional(),
    note: z.string().trim().max(300).optional(),
  })
  // Each missing fact is said under its own field (issue 29), not both under the tracking number.
  .superRefine((v, ctx) => {
    if (v.status !== 'shipped') return;
    if (!v.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: SHIPPED_NEEDS.tracking });
    if (!v.estimatedDelivery)
      ctx.addIssue({
        code: 'custom',
        path: ['estimatedDelivery'],
        message: SHIPPED_NEEDS.delivery,
      });
  });

export const adminBlogPostSchema = z.object({
  title: z.string().trim().min(3, 'Title is required').max(160),
  excerpt: z.string().trim().min(10, 'Excerpt must be at least 10 characters').max(400),
  category: z.string().trim().min(2, 'Category is required').max(40),
  author: z.string().trim().min(2, 'Author is required').max(80),
  authorBio: z.string().trim().max(400).default(''),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  content: z.string().trim().min(50, 'Content must be at least 50 characters').max(50_000),
  published: z.boolean().default(false),
});
export type AdminBlogPostInput = z.input<typeof adminBlogPostSchema>;

export const adminListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The dashboard's window: the last 7, 30 or 90 days, or from one day to another (the shop's days). */
export const DASHBOARD_PRESETS = [7, 30, 90] as const;
export const DASHBOARD_MAX_DAYS = 366;
const isoDay = z.iso.date('Use a date like 2026-11-01');
export const dashboardQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .refine(
        (d) => (DASHBOARD_PRESETS as readonly number[]).includes(d),
        'Choose 7, 30 or 90 days',
      )
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from === !q.to, 'Give both a start and an end date')
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The start date must be before the end date')
  .refine(
    (q) =>
      !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS,
    `Choose at most ${DASHBOARD_MAX_DAYS} days`,
  );
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** First and last day (inclusive, 'YYYY-MM-DD') of the window a query names; 30 days by default. */
export function dashboardRange(
  query: DashboardQuery,
  now = new Date(),
): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const days = query.days ?? 30;
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** How the back office names each rounding rule. */
export const PRICE_ROUNDING_LABELS: Record<PriceRounding, string> = {
  whole: 'Whole (13)',
  '0.99': '.99 (12.99)',
  '0.95': '.95 (12.95)',
  exact: 'Exact (12.37)',
};
