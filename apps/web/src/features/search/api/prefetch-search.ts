/**
 * The /search route loader's prefetch. The router imports it lazily: the shared search module
 * carries the zod schema, which must stay out of the first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loaderCurrency } from '../../../stores/currency-store';
import { parseSearchState, toSearchRequest } from '../search-params';
import { searchQueryOptions } from './search-products';

export function prefetchSearch(
  queryClient: QueryClient,
  url: URL,
  request: Request,
): Promise<void> {
  return queryClient.prefetchQuery(
    searchQueryOptions(
      toSearchRequest(parseSearchState(url.searchParams), loaderCurrency(request)),
    ),
  );
}
