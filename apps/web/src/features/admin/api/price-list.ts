/** GET and PUT /api/admin/products/:id/prices: a product's prices set by hand in other currencies. */
import type { PriceListInput, PriceListResponse } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

const pricesPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/prices`;

export const priceListQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'prices', id],
    queryFn: () => api<PriceListResponse>(pricesPath(id)),
  });

export const usePriceList = (id: string) => useQuery(priceListQuery(id));

export function useSavePriceList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceListInput) =>
      api<PriceListResponse>(pricesPath(id), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(priceListQuery(id).queryKey, saved);
      return invalidateAll(queryClient);
    },
  });
}
