/** POST /api/admin/orders/:id/status: move an order along its allowed path. */
import type { adminOrderResponse, OrderStatus, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';
import { orderQuery } from './orders';

export type StatusChange = {
  status: OrderStatus;
  trackingNumber?: string;
  estimatedDelivery?: string;
  note?: string;
};

export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: StatusChange) =>
      (
        await api<Wire<typeof adminOrderResponse>>(
          `/api/admin/orders/${encodeURIComponent(orderId)}/status`,
          { method: 'POST', body: change },
        )
      ).order,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(orderId).queryKey, order);
      void invalidateAll(queryClient);
    },
  });
}
