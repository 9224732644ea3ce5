/** Product search (spec section 5 'Search', section 2 /search): parameters, bands, sorts. */
import { formatMoney, type CurrencyCode } from './currency';
import { fromMinor, MINOR_PER_MAJOR } from './money';

/**
 * The price bands' ids: the same four in every currency ('b2' is the second band of whichever
 * currency the shopper sees), so a band stays a short, stable URL value (?price=b2).
 */
export const PRICE_BAND_IDS = ['b1', 'b2', 'b3', 'b4'] as const;
export type PriceBandId = (typeof PRICE_BAND_IDS)[number];

/** A band of prices in one currency's minor units, half-open: min <= price < max (null: open). */
export type PriceBand = { id: PriceBandId; label: string; min: number | null; max: number | null };

/**
 * Where each currency's bands meet, in round numbers of that currency (major units). A shopper
 * reads bands in the prices they see: rupees for INR, their own currency abroad (record 036).
 */
const BAND_EDGES: Record<CurrencyCode, readonly [number, number, number]> = {
  INR: [500, 1000, 2000],
  USD: [10, 20, 40],
  CAD: [10, 20, 40],
  AUD: [10, 20, 40],
  SGD: [10, 20, 40],
  EUR: [10, 20, 40],
  GBP: [10, 20, 30],
};

/**
 * Rupee prices are whole (the shop prices in whole rupees, record 036), so a band's top reads
 * '₹999'; elsewhere a price may end in .99, so it reads '$19.99'.
 */
const WHOLE_UNIT_CURRENCIES: readonly CurrencyCode[] = ['INR'];

/** '₹2,000', '$19.99': as prices are written everywhere (formatMoney, no '.00'). */
const bandAmount = (minor: number, code: CurrencyCode) => formatMoney(fromMinor(minor), code);

function bandsOf(code: CurrencyCode): readonly PriceBand[] {
  const edges = BAND_EDGES[code].map((major) => major * MINOR_PER_MAJOR);
  const step = WHOLE_UNIT_CURRENCIES.includes(code) ? MINOR_PER_MAJOR : 1;
  const bounds = [null, ...edges, null];
  return PRICE_BAND_IDS.map((id, i) => {
    const min = bounds[i] ?? null;
    const max = bounds[i + 1] ?? null;
    const label =
      min === null
        ? `Under ${bandAmount(max!, code)}`
        : max === null
          ? `${bandAmount(min, code)} and above`
          : `${bandAmount(min, code)} - ${bandAmount(max - step, code)}`;
    return { id, label, min, max };
  });
}

const BANDS = Object.fromEntries(
  Object.keys(BAND_EDGES).map((code) => [code, bandsOf(code as CurrencyCode)]),
) as Record<CurrencyCode, readonly PriceBand[]>;

/**
 * The price bands of a currency, on the effective (sale) price as the shopper sees it in that
 * currency. Half-open, so a product at exactly ₹500 is in '₹500 - ₹999', not also in
 * 'Under ₹500', and the band counts add up to the total (issue 16).
 */
export const priceBandsIn = (code: CurrencyCode): readonly PriceBand[] => BANDS[code];

/** Whether a price in the band's currency (minor units) falls in it: min <= price < max. */
export const inPriceBand = (band: PriceBand, minor: number) =>
  (band.min === null || minor >= band.min) && (band.max === null || minor < band.max);

/** The band of a price (minor units of the bands' currency). */
export const priceBandOf = (bands: readonly PriceBand[], minor: number): PriceBandId =>
  (bands.find((b) => inPriceBand(b, minor)) ?? bands[bands.length - 1]!).id;

export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviewed' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/**
 * Categories offered as search filters: the spec's Posters, Trackers and Planners first, then the
 * shop's other two, so every product found is under one of them and the counts add up to All's
 * (issue 25).
 */
export const SEARCH_CATEGORIES = [
  'posters',
  'trackers',
  'planners',
  'journals',
  'accessories',
] as const;

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

/** A shopper's choice of option values ('opt=Ruling:Dotted'): values of one option are or-ed. */
export type OptionFilter = { name: string; values: string[] };
/** An option facet: how many products each value would show. */
export type OptionFacet = { name: string; values: { value: string; count: number }[] };

export type SearchFacets = {
  categories: { name: string; slug: string; count: number }[];
  priceBands: { band: PriceBandId; label: string; count: number }[];
  /** Options the matches share (record 042); the API always sends it. */
  options?: OptionFacet[];
};

/** The query parameter of an option filter, one `Name:Value` per parameter. */
export const OPTION_FILTER_PARAM = 'opt';
/** At most this many option values in one search ('opt' parameters). */
export const OPTION_FILTERS_MAX = 12;
/** At most this many options in one search's filters (a product has at most 3). */
export const OPTION_FILTER_NAMES_MAX = 4;
/** Option facets shown at most; the options most matches have come first. */
export const OPTION_FACETS_MAX = 4;
/** Values of one option facet shown at most; the most common, and every chosen one. */
export const OPTION_FACET_VALUES_MAX = 20;

/** 'Ruling:Dotted' -> { name: 'Ruling', value: 'Dotted' }; null without a name and a value. */
export function parseOptionParam(param: string): { name: string; value: string } | null {
  const at = param.indexOf(':');
  if (at < 0) return null;
  const name = param.slice(0, at).trim();
  const value = param.slice(at + 1).trim();
  return name && value ? { name, value } : null;
}

/** The 'opt' parameter of one option value. */
export const optionParam = (name: string, value: string) => `${name}:${value}`;
