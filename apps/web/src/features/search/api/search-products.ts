/** GET /api/products/search: one page of matches with the total and the facet counts. */
import type { CurrencyCode, SearchResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearchRequest, type SearchRequest, type SearchState } from '../search-params';

export type { SearchResponse } from '@shop/shared';

export function searchProducts(request: SearchRequest, signal?: AbortSignal) {
  return api<SearchResponse>('/api/products/search', {
    signal,
    query: {
      q: request.q || undefined,
      category: request.category,
      priceBand: request.priceBand,
      currency: request.currency,
      sort: request.sort,
      page: String(request.page),
      pageSize: String(request.pageSize),
    },
  });
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
