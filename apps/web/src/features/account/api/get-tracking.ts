/** GET /api/products/my-orders/{orderNumber}: where an order is (spec section 3 'Tracking'). */
import type { TrackingResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type { Tracking } from '@shop/shared';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const trackingQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['account', 'orders', orderNumber, 'tracking'],
    queryFn: async () =>
      (await api<TrackingResponse>(`/api/products/my-orders/${encodeURIComponent(orderNumber)}`))
        .track,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** Fetched only while the Track Order dialog is open. */
export function useTracking(orderNumber: string, enabled: boolean) {
  return useQuery({ ...trackingQuery(orderNumber), enabled });
}
