/**
 * The /search view state, kept in the URL (?q=&category=&price=&opt=&sort=&view=&page=) so
 * results can be shared, Back works and a reload keeps everything. Defaults are left out of the URL.
 */
import {
  OPTION_FILTER_NAMES_MAX,
  OPTION_FILTER_PARAM,
  OPTION_FILTERS_MAX,
  parseOptionParam,
  PRICE_BAND_IDS,
  SEARCH_CATEGORIES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  type CurrencyCode,
  type PriceBandId,
  type SearchSort,
} from '@shop/shared';

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export type SearchView = 'grid' | 'list';

export type SearchState = {
  q: string;
  category: SearchCategory | 'all';
  price: PriceBandId | 'all';
  /** Chosen option values as 'Name:Value' (record 042), sorted; the API groups them per option. */
  opt: string[];
  sort: SearchSort;
  view: SearchView;
  page: number;
};

/** The API's highest page number (its schema refuses more). */
const MAX_PAGE = 1000;

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  const v = value?.trim().toLowerCase() ?? '';
  return (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/**
 * The well-formed option choices, each once, sorted, within what the API accepts (more than that
 * is dropped rather than refused: a hand-edited URL still shows results).
 */
function parseOptions(values: string[]): string[] {
  const chosen = [...new Set(values.map((v) => v.trim()))].filter((v) => parseOptionParam(v));
  const names: string[] = [];
  return chosen
    .sort()
    .filter((v) => {
      const { name } = parseOptionParam(v)!;
      if (!names.includes(name)) names.push(name);
      return names.indexOf(name) < OPTION_FILTER_NAMES_MAX;
    })
    .slice(0, OPTION_FILTERS_MAX);
}

/** Reads the state from search params; unknown or malformed values fall back to the defaults. */
export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    category: pick([...SEARCH_CATEGORIES, 'all'], params.get('category'), 'all'),
    price: pick([...PRICE_BAND_IDS, 'all'], params.get('price'), 'all'),
    opt: parseOptions(params.getAll(OPTION_FILTER_PARAM)),
    sort: pick(
      SEARCH_SORTS.map((s) => s.value),
      params.get('sort'),
      'relevance',
    ),
    view: pick(['grid', 'list'], params.get('view'), 'grid'),
    page: parsePage(params.get('page')),
  };
}

/** The search params for a state, defaults left out, in a stable order. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.price !== 'all') params.set('price', state.price);
  for (const option of state.opt) params.append(OPTION_FILTER_PARAM, option);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const hasActiveFilters = (state: SearchState) =>
  state.category !== 'all' || state.price !== 'all' || state.opt.length > 0;

/** What the API is asked: the view is presentation only, so it is not part of the request. */
export type SearchRequest = {
  q: string;
  category?: SearchCategory;
  /** A half-open band of the currency, as the facet counts count it. */
  priceBand?: PriceBandId;
  /** Option values as 'Name:Value', sent as repeated `opt` parameters. */
  opt?: string[];
  /** The display currency: the bands are in it, on the prices shown in it. */
  currency: CurrencyCode;
  sort: SearchSort;
  page: number;
  pageSize: number;
};

export function toSearchRequest(state: SearchState, currency: CurrencyCode): SearchRequest {
  return {
    q: state.q,
    ...(state.category !== 'all' && { category: state.category }),
    ...(state.price !== 'all' && { priceBand: state.price }),
    ...(state.opt.length > 0 && { opt: state.opt }),
    currency,
    sort: state.sort,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
