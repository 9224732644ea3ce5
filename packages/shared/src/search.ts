/** Product search (spec section 5 'Search', section 2 /search): parameters, bands, sorts. */
import { toMinor } from './money';

/**
 * Price bands on the effective (sale) price, half-open: [min, max). A product at exactly $20 is
 * in '$20 - $30', not also in 'Under $20', so the band counts add up to the total (issue 16).
 */
export const PRICE_BANDS = [
  { id: 'under-20', label: 'Under $20', min: null, max: 20 },
  { id: '20-30', label: '$20 - $30', min: 20, max: 30 },
  { id: '30-40', label: '$30 - $40', min: 30, max: 40 },
  { id: 'over-40', label: 'Over $40', min: 40, max: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Whether a price in cents falls in the band: min <= price < max. */
export const inPriceBand = (band: PriceBand, cents: number) =>
  (band.min === null || cents >= toMinor(band.min)) &&
  (band.max === null || cents < toMinor(band.max));

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

/**
 * A search text reads at most SEARCH_SCAN_WINDOW of its matches and ranks the SEARCH_CANDIDATES
 * most popular of those: beyond it, the total and the facet counts are those of these best
 * matches and the answer says `capped` (issue 16). Both bound the work of a broad word.
 */
export const SEARCH_CANDIDATES = 400;
export const SEARCH_SCAN_WINDOW = 1000;

/** Products and categories offered while the shopper types in the header search. */
export const SUGGEST_PRODUCTS = 6;
/** The header search asks after this much typing pause. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Sorts of the paged product list (/products) that search does not offer in its own list. */
export const CATALOGUE_ONLY_SORTS = ['name-asc', 'name-desc'] as const;

export type SearchFacets = {
  categories: { name: string; slug: string; count: number }[];
  priceBands: { band: PriceBandId; label: string; count: number }[];
};
