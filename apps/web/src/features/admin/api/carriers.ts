/** The owner's carriers (record 058): the list the Shipped form offers, added to and edited here. */
import type { CarrierInput, carrierListResponse, carrierResponse, Wire } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Carrier = Wire<typeof carrierListResponse>['carriers'][number];

const CARRIERS = '/api/admin/shipping/carriers';

export const adminCarriersQuery = queryOptions({
  queryKey: ['admin', 'shipping', 'carriers'],
  queryFn: async () => (await api<Wire<typeof carrierListResponse>>(CARRIERS)).carriers,
  // The list changes when the owner edits it here (which refreshes it), not between order views.
  staleTime: 10 * 60_000,
});

/** Adds a carrier (no id) or replaces one's details. */
export function useSaveCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: CarrierInput & { id?: string }) =>
      (
        await api<Wire<typeof carrierResponse>>(
          id ? `${CARRIERS}/${encodeURIComponent(id)}` : CARRIERS,
          { method: id ? 'PUT' : 'POST', body: input },
        )
      ).carrier,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCarriersQuery.queryKey }),
  });
}
