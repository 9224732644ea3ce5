import { z } from 'zod';
import { CATEGORIES } from './constants';
import { SEARCH_QUERY_MAX } from './constants';
import { productOptionSchema, variantSchema } from './variant-schemas';

/**
 * A product as the API sends it (spec section 3 'Product'). Prices are decimals of the shop currency
 * (INR, GST included); `priceList` holds the prices the owner set by hand in other currencies
 * (record 036), which `productPriceIn` prefers to a conversion.
 */
export const productSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.array(z.string()),
  images: z.array(
    z.object({ file: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  ),
  category: z.object({ name: z.string(), slug: z.string() }),
  price: z.number(),
  salePrice: z.number().nullable(),
  sale: z.boolean(),
  countInStock: z.number().int(),
  stock: z.number().int(),
  rating: z.number(),
  reviews: z.number().int(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  featured: z.boolean(),
  taxPercent: z.number(),
  discountPercent: z.number(),
  shippingCost: z.number(),
  priceList: z
    .record(z.string(), z.object({ price: z.number(), salePrice: z.number().nullable() }))
    .optional(),
  /**
   * Its options and the variants it sells (record 038). `price`/`salePrice` above are the
   * cheapest variant's, `countInStock` the sum, `specifications.colors` the Colour values.
   */
  options: z.array(productOptionSchema).optional(),
  variants: z.array(variantSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySlugSchema = z.enum(CATEGORIES);

/** Query of GET /api/products/get-products. Unknown categories are a 400, not an empty list. */
export const productListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v))
    .pipe(categorySlugSchema.optional()),
  featured: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(SEARCH_QUERY_MAX, 'Search text is too long').optional(),
  ids: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.string()).max(100, 'At most 100 ids at once').optional()),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
