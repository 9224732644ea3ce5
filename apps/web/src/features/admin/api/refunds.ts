/** The owner's refunds of an order: GET and POST /api/admin/orders/:id/refunds. */
import type {
  cancelOrderResponse,
  RefundRequest,
  refundListResponse,
  refundResponse,
  Wire,
} from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';
import { orderQuery } from './orders';

export type RefundList = Wire<typeof refundListResponse>;
export type Refund = RefundList['refunds'][number];

export const refundsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'refunds'],
    queryFn: () => api<RefundList>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`),
  });

export const useRefunds = (orderId: string) => useQuery(refundsQuery(orderId));

/** One refund; the key makes a double submit (or a retry after a timeout) one refund. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, ...body }: RefundRequest & { key: string }) =>
      (
        await api<Wire<typeof refundResponse>>(
          `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`,
          { method: 'POST', body, headers: { 'idempotency-key': key } },
        )
      ).refund,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundsQuery(orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
      void invalidateAll(queryClient);
    },
  });
}

/** The owner's "Cancel and refund": stock back, every payment refunded in full. */
export function useCancelAndRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api<Wire<typeof cancelOrderResponse>>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/cancel-and-refund`,
        { method: 'POST', body: { note: note || undefined } },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundsQuery(orderId).queryKey });
      void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
      void invalidateAll(queryClient);
    },
  });
}
