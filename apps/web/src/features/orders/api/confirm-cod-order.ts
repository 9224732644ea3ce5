/** POST /api/orders/cod/confirm: the shopper confirms a cash-on-delivery order from its mail. */
import type { codConfirmResponse, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CodConfirmation = Wire<typeof codConfirmResponse>;

export function useConfirmCodOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<CodConfirmation>('/api/orders/cod/confirm', { method: 'POST', body: { token } }),
    // The order's page, if already open in this tab's cache, must stop asking for the confirmation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'order'] }),
  });
}
