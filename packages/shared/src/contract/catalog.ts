/** Responses of the catalogue: the product list, one product, and search with facets. */
import { z } from 'zod';
import { productSchema } from '../product';
import { PRICE_BANDS, type PriceBandId } from '../search';
import type { Wire } from './common';

export const productListResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});
export type ProductListResponse = Wire<typeof productListResponse>;

/** The spec names the single product `products` too. */
export const productResponse = z.object({ success: z.literal(true), products: productSchema });
export type ProductResponse = Wire<typeof productResponse>;

const priceBandId = z.enum(PRICE_BANDS.map((b) => b.id) as [PriceBandId, ...PriceBandId[]]);

export const searchFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
  priceBands: z.array(z.object({ band: priceBandId, label: z.string(), count: z.number().int() })),
});

export const searchResponse = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: searchFacetsSchema,
});
export type SearchResponse = Wire<typeof searchResponse>;
