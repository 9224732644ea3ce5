/** POST /api/admin/orders/:id/status: move an order along its allowed path. */
import type { OrderStatus } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';
import { orderQuery, type AdminOrder } from './orders';

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
        await api<{ order: AdminOrder }>(
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
