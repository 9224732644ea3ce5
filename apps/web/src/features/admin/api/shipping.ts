/** The owner's shipping rate table: read it whole, save it whole. */
import type { ShippingTableInput } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shippingRatesQuery, type ShippingRates } from '../../../lib/shipping-rates';

export const adminShippingQuery = queryOptions({
  queryKey: ['admin', 'shipping'],
  queryFn: () => api<ShippingRates>('/api/admin/shipping'),
});

export function useSaveShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: ShippingTableInput) =>
      api<ShippingRates>('/api/admin/shipping', { method: 'PUT', body: table }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminShippingQuery.queryKey, saved);
      // The checkout and the policy page read the same table.
      void queryClient.invalidateQueries({ queryKey: shippingRatesQuery.queryKey });
    },
  });
}
