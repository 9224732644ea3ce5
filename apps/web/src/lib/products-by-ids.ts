/**
 * The server's current copy of a set of products, in one call (`GET /api/products/get-products?ids=`).
 * Products that are gone or no longer sold are simply absent from the answer.
 */
import type { Product, ProductListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The API's limit on ids per call; only a very large cart needs more than one call. */
const IDS_PER_CALL = 100;

export async function fetchProductsByIds(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL)
    batches.push(ids.slice(start, start + IDS_PER_CALL));
  const replies = await Promise.all(
    batches.map((batch) =>
      api<ProductListResponse>('/api/products/get-products', {
        query: { ids: batch.join(',') },
        signal,
      }),
    ),
  );
  return replies.flatMap((r) => r.products);
}

export function productsByIdsQuery(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ['products', 'by-ids', sorted],
    queryFn: ({ signal }) => fetchProductsByIds(sorted, signal),
    enabled: sorted.length > 0,
    // Prices and stock must be current whenever a page asks: always re-read on mount and focus.
    staleTime: 0,
    // Removing a line asks again for the rest; meanwhile the last answer still covers them.
    placeholderData: keepPreviousData,
  });
}
