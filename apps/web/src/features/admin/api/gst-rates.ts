/** GET and PUT /api/admin/gst-rates: the GST rate of each HSN code, which its products charge. */
import type { GstRateInput, gstRateResponse, gstRatesResponse, Wire } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type { GstRate } from '@shop/shared';

export const gstRatesQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'gst-rates'],
  queryFn: async () => (await api<Wire<typeof gstRatesResponse>>('/api/admin/gst-rates')).rates,
});

export const useGstRates = () => useQuery(gstRatesQuery);

export function useSaveGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hsnCode, ...input }: GstRateInput & { hsnCode: string }) =>
      api<Wire<typeof gstRateResponse>>(`/api/admin/gst-rates/${encodeURIComponent(hsnCode)}`, {
        method: 'PUT',
        body: input,
      }),
    // The products of the code charge the new rate: the catalogue views are stale too.
    onSuccess: () => invalidateAll(queryClient),
  });
}
