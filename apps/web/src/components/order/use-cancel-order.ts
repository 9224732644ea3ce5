/** POST /api/products/my-orders/:orderNumber/cancel: the shopper cancels before dispatch. */
import type { cancelOrderResponse, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQuery } from './get-orders';

export function useCancelOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Wire<typeof cancelOrderResponse>>(
        `/api/products/my-orders/${encodeURIComponent(orderNumber)}/cancel`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey }),
  });
}
