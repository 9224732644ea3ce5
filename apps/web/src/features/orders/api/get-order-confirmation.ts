/** GET /api/orders/by-number/:orderNumber: one of the shopper's orders, for its confirmation page. */
import type { OrderConfirmationResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type { OrderConfirmation } from '@shop/shared';

/** Someone else's order and a number that does not exist answer alike: 404. */
export const isOrderNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

// Under 'account' so signing out drops it with the rest of the shopper's data.
export const orderConfirmationQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['account', 'order', orderNumber.toUpperCase()],
    queryFn: async () =>
      (
        await api<OrderConfirmationResponse>(
          `/api/orders/by-number/${encodeURIComponent(orderNumber)}`,
        )
      ).order,
    retry: (failures, error) => !isOrderNotFound(error) && failures < 1,
  });

export function useOrderConfirmation(orderNumber: string) {
  return useQuery(orderConfirmationQuery(orderNumber));
}
