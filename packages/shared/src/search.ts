/** Product search (spec section 5 'Search', section 2 /search): parameters, bands, sorts. */
import { z } from 'zod';
import { categorySlugSchema } from './product';
import { SEARCH_QUERY_MAX } from './constants';

export const PRICE_BANDS = [
  { id: 'under-20', label: 'Under $20', min: null, max: 20 },
  { id: '20-30', label: '$20 - $30', min: 20, max: 30 },
  { id: '30-40', label: '$30 - $40', min: 30, max: 40 },
  { id: 'over-40', label: 'Over $40', min: 40, max: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviewed' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/** Categories offered as search filters (spec: All, Posters, Trackers, Planners). */
export const SEARCH_CATEGORIES = ['posters', 'trackers', 'planners'] as const;

export const SEARCH_PAGE_SIZE = 24;

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), schema.optional());

export const searchQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_QUERY_MAX, 'Search text is too long').optional().default(''),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((v) => (v === '' || v === 'all' ? undefined : v))
      .pipe(categorySlugSchema.optional()),
    minPrice: optionalNumber(
      z
        .number({ error: 'minPrice must be a number' })
        .min(0, 'minPrice must be 0 or more')
        .max(100_000),
    ),
    maxPrice: optionalNumber(
      z
        .number({ error: 'maxPrice must be a number' })
        .min(0, 'maxPrice must be 0 or more')
        .max(100_000),
    ),
    minRating: optionalNumber(
      z
        .number({ error: 'minRating must be a number' })
        .min(0)
        .max(5, 'minRating must be between 0 and 5'),
    ),
    sort: z
      .enum(SEARCH_SORTS.map((s) => s.value) as [SearchSort, ...SearchSort[]])
      .optional()
      .default('relevance'),
    page: optionalNumber(
      z.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(1000),
    ).default(1),
    pageSize: optionalNumber(
      z.number().int().min(1).max(100, 'pageSize must be at most 100'),
    ).default(SEARCH_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export type SearchFacets = {
  categories: { name: string; slug: string; count: number }[];
  priceBands: { band: PriceBandId; label: string; count: number }[];
};

/** Which band a price (USD, bounds inclusive) belongs to first. */
export function priceBandOf(price: number): PriceBandId {
  for (const band of PRICE_BANDS) {
    if ((band.min === null || price >= band.min) && (band.max === null || price <= band.max))
      return band.id;
  }
  return 'over-40';
}
