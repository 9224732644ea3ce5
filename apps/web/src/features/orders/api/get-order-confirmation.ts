/**
 * GET /api/orders/by-number/:orderNumber: one order for its page. A signed-in shopper sees their
 * own; anyone holding the order's token (from the checkout or a mailed link, issue 27) sees that one.
 */
import type { OrderConfirmationResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type { OrderConfirmation } from '@shop/shared';

/** Someone else's order, a wrong token and a number that does not exist answer alike: 404. */
export const isOrderNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

// Under 'account' so signing out drops it with the rest of the shopper's data; the token is part
// of the key, as an order opened by its link is not the same answer as one opened by the session.
export const orderConfirmationQuery = (orderNumber: string, token: string | null = null) =>
  queryOptions({
    queryKey: ['account', 'order', orderNumber.toUpperCase(), token],
    queryFn: async () =>
      (
        await api<OrderConfirmationResponse>(
          `/api/orders/by-number/${encodeURIComponent(orderNumber)}`,
          { query: { token: token ?? undefined } },
        )
      ).order,
    retry: (failures, error) => !isOrderNotFound(error) && failures < 1,
  });

export function useOrderConfirmation(orderNumber: string, token: string | null = null) {
  return useQuery(orderConfirmationQuery(orderNumber, token));
}
