/** POST /api/orders/claim: a new account takes in its e-mail's guest orders (link from a mail). */
import type { ClaimOrdersResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useClaimOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<ClaimOrdersResponse>('/api/orders/claim', { method: 'POST', body: { token } }),
    // Order History must list the orders just added.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
