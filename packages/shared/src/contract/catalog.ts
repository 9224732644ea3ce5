/** Responses of the catalogue: the product list, one product, and search with facets. */
import { z } from 'zod';
import { productSchema } from '../product';
import { PRICE_BAND_IDS } from '../search';
import type { Wire } from './common';

export const productListResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});
export type ProductListResponse = Wire<typeof productListResponse>;

/** The spec names the single product `products` too. */
export const productResponse = z.object({ success: z.literal(true), products: productSchema });
export type ProductResponse = Wire<typeof productResponse>;

const priceBandId = z.enum(PRICE_BAND_IDS);

export const searchFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
  priceBands: z.array(z.object({ band: priceBandId, label: z.string(), count: z.number().int() })),
  /** Options the matches share, each value with its count (record 042); always sent. */
  options: z
    .array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ value: z.string(), count: z.number().int() })),
      }),
    )
    .optional(),
});

/** The variant whose SKU the search text named: its page opens on it (`?variant=`). */
const matchedVariantId = z.string().optional();

export const searchResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema.extend({ matchedVariantId })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: searchFacetsSchema,
  /** More products matched the text than search ranks (SEARCH_CANDIDATES): total is 'at least'. */
  capped: z.boolean(),
  /** The text the results were found for, when a misspelt word was corrected ('jurnal' -> 'journal'). */
  correctedQuery: z.string().nullable(),
  /** When nothing matched: a nearby text that finds products ("Did you mean ...?"). */
  suggestion: z.string().nullable(),
});
export type SearchResponse = Wire<typeof searchResponse>;

/** GET /api/products/suggest: what the header search offers while the shopper types. */
export const suggestResponse = z.object({
  success: z.literal(true),
  products: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      title: z.string(),
      price: z.number(),
      salePrice: z.number().nullable(),
      priceList: productSchema.shape.priceList,
      image: z.string().nullable(),
      category: z.object({ name: z.string(), slug: z.string() }),
      matchedVariantId,
    }),
  ),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type SuggestResponse = Wire<typeof suggestResponse>;
