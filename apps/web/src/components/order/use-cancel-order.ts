/** POST /api/products/my-orders/:orderNumber/cancel: the shopper cancels before dispatch. */
import type { cancelOrderResponse, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `token`: a guest's order, opened by the token its checkout or mails carry (issue 29). */
export function useCancelOrder(orderNumber: string, token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Wire<typeof cancelOrderResponse>>(
        `/api/products/my-orders/${encodeURIComponent(orderNumber)}/cancel`,
        { method: 'POST', query: { token: token ?? undefined } },
      ),
    // The history and the order's own page ('account', 'order', ...) both show it cancelled.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
