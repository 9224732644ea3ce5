/** Query of GET /api/products/search, kept apart from the constants so pages importing those skip zod. */
import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './constants';
import { CURRENCY_CODES } from './currency';
import { categorySlugSchema } from './product';
import {
  CATALOGUE_ONLY_SORTS,
  OPTION_FILTER_NAMES_MAX,
  OPTION_FILTERS_MAX,
  parseOptionParam,
  PRICE_BAND_IDS,
  type OptionFilter,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from './search';

type ListSort = SearchSort | (typeof CATALOGUE_ONLY_SORTS)[number];
const LIST_SORTS: [ListSort, ...ListSort[]] = [
  SEARCH_SORTS[0].value,
  ...SEARCH_SORTS.slice(1).map((s) => s.value),
  ...CATALOGUE_ONLY_SORTS,
];

/** An option's name or value is at most 40 characters (variants.ts), so 'Name:Value' at most 81. */
const OPTION_PARAM_MAX = 81;

/**
 * `opt=Ruling:Dotted&opt=Size:A3`: grouped by option (values of one option or-ed, options and-ed),
 * sorted, so the same choice is the same query (and the same cache key) in any order.
 */
const optionFilters = z
  .preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z
          .string({ error: 'An option filter must read Name:Value' })
          .trim()
          .max(OPTION_PARAM_MAX, 'An option filter is too long'),
      )
      .max(OPTION_FILTERS_MAX, `At most ${OPTION_FILTERS_MAX} option filters at once`),
  )
  .transform((params, ctx): OptionFilter[] => {
    const byName = new Map<string, Set<string>>();
    for (const param of params.filter(Boolean)) {
      const parsed = parseOptionParam(param);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `Option filter '${param}' must read Name:Value` });
        return z.NEVER;
      }
      byName.set(parsed.name, (byName.get(parsed.name) ?? new Set()).add(parsed.value));
    }
    if (byName.size > OPTION_FILTER_NAMES_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `At most ${OPTION_FILTER_NAMES_MAX} options can be filtered at once`,
      });
      return z.NEVER;
    }
    return [...byName]
      .map(([name, values]) => ({ name, values: [...values].sort() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  });

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
    /**
     * The shopper's currency: the price bands and minPrice/maxPrice are in it, on the prices shown
     * in it (record 036). Left out, the shop currency.
     */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(CURRENCY_CODES, { error: 'Unknown currency' }))
      .optional(),
    /** One of the currency's half-open price bands (the filter list's choice); minPrice/maxPrice stay inclusive. */
    priceBand: z.enum(PRICE_BAND_IDS, { error: 'Unknown price band' }).optional(),
    minRating: optionalNumber(
      z
        .number({ error: 'minRating must be a number' })
        .min(0)
        .max(5, 'minRating must be between 0 and 5'),
    ),
    /** Option values to filter by ('opt=Ruling:Dotted', repeated), grouped per option (record 042). */
    opt: optionFilters,
    /** The search page's sorts, and the product list's name sorts. */
    sort: z.enum(LIST_SORTS, { error: 'Unknown sort' }).optional().default('relevance'),
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

/** Query of GET /api/products/suggest: what the shopper has typed so far. */
export const suggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, 'Search text is too long').optional().default(''),
});
