/**
 * One page of the catalogue for /products, sorted and paged by the server (GET
 * /api/products/search without a text): the list stays light however large the catalogue grows.
 */
import {
  SEARCH_PAGE_SIZE,
  type CategorySlug,
  type ProductSort,
  type SearchResponse,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProductPageParams = { category?: CategorySlug; sort: ProductSort; page: number };

export const productPageQueryOptions = (params: ProductPageParams) =>
  queryOptions({
    queryKey: ['products', 'page', params],
    queryFn: ({ signal }) =>
      api<SearchResponse>('/api/products/search', {
        signal,
        query: {
          category: params.category,
          // 'default' is the catalogue's own order: featured, then most reviewed.
          sort: params.sort === 'default' ? undefined : params.sort,
          page: String(params.page),
          pageSize: String(SEARCH_PAGE_SIZE),
        },
      }),
  });

/** Keeps the current page on screen while the next one loads. */
export function useProductPage(params: ProductPageParams, { enabled = true } = {}) {
  return useQuery({
    ...productPageQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
