/**
 * A customer's store credit, the owner's side (issue 28): GET and POST
 * /api/admin/customers/:id/store-credit. The balance and the grant are paise.
 */
import type { AdminStoreCredit, storeCreditGrantSchema } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { ADMIN_KEY } from '../../api/invalidate';

const creditPath = (customerId: string) =>
  `/api/admin/customers/${encodeURIComponent(customerId)}/store-credit`;

export const storeCreditQuery = (customerId: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'store-credit', customerId],
    queryFn: () => api<AdminStoreCredit>(creditPath(customerId)),
  });
export const useStoreCredit = (customerId: string) => useQuery(storeCreditQuery(customerId));

/** Grants credit with the reason the customer reads; the answer is the new balance. */
export function useGrantStoreCredit(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof storeCreditGrantSchema>) =>
      api<AdminStoreCredit>(creditPath(customerId), { method: 'POST', body: input }),
    onSuccess: (credit) => queryClient.setQueryData(storeCreditQuery(customerId).queryKey, credit),
  });
}
