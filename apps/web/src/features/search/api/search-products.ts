/** GET /api/products/search: one page of matches with the total and the facet counts. */
import { OPTION_FILTER_PARAM, type CurrencyCode, type SearchResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchRequest, type SearchRequest, type SearchState } from '../search-params';

export type { SearchResponse } from '@shop/shared';

export function searchProducts(request: SearchRequest, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.category) params.set('category', request.category);
  if (request.priceBand) params.set('priceBand', request.priceBand);
  // One parameter per option value ('opt=Ruling:Dotted&opt=Size:A3').
  for (const option of request.opt ?? []) params.append(OPTION_FILTER_PARAM, option);
  params.set('currency', request.currency);
  params.set('sort', request.sort);
  params.set('page', String(request.page));
  params.set('pageSize', String(request.pageSize));
  return api<SearchResponse>(`/api/products/search?${params}`, { signal });
}

export const searchQueryOptions = (request: SearchRequest) =>
  queryOptions({
    queryKey: ['products', 'search', request],
    queryFn: ({ signal }) => searchProducts(request, signal),
  });

/** Keeps the previous results on screen while the next ones load (no flash of skeletons). */
export function useSearchProducts(request: SearchRequest) {
  return useQuery({ ...searchQueryOptions(request), placeholderData: keepPreviousData });
}

/**
 * The 'All Prices' count: matches under every filter but the price. While a band is chosen the
 * total is that band's, so one product is asked for to learn the whole (keyed without sort or
 * page, so those do not ask again).
 */
export function useAllPricesTotal(
  state: SearchState,
  currency: CurrencyCode,
  currentTotal: number | undefined,
) {
  const needed = state.price !== 'all';
  const request = toSearchRequest({ ...state, price: 'all', sort: 'relevance', page: 1 }, currency);
  const query = useQuery({
    ...searchQueryOptions({ ...request, pageSize: 1 }),
    enabled: needed,
  });
  return needed ? query.data?.total : currentTotal;
}
