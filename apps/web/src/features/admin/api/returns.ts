/** The owner's view of an order's returns, and the decisions on them. */
import type { OrderReturnListResponse, OrderReturnResponse } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';
import { orderQuery } from './orders';
import { refundsQuery } from './refunds';

export type { OrderReturn } from '@shop/shared';

export const returnsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'returns'],
    queryFn: async () =>
      (
        await api<OrderReturnListResponse>(
          `/api/admin/orders/${encodeURIComponent(orderId)}/returns`,
        )
      ).returns,
  });

export const useReturns = (orderId: string) => useQuery(returnsQuery(orderId));

export const returnPhotoUrl = (returnId: string, file: string) =>
  `/api/admin/returns/${encodeURIComponent(returnId)}/photos/${encodeURIComponent(file)}`;

export function useDecideReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      message,
    }: {
      id: string;
      action: 'approve' | 'decline' | 'received';
      message?: string;
    }) =>
      api<OrderReturnResponse>(`/api/admin/returns/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        ...(action === 'decline' && { body: { message } }),
      }),
    onSettled: () => {
      for (const query of [returnsQuery(orderId), refundsQuery(orderId), orderQuery(orderId)])
        void queryClient.invalidateQueries({ queryKey: query.queryKey });
      void invalidateAll(queryClient);
    },
  });
}
