/** GET /api/products/my-orders: the signed-in shopper's orders, newest first (spec section 3 'Order'). */
import type { MyOrdersResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { CustomerOrder as Order, OrderItem } from '@shop/shared';

// Under 'account' so signing out drops them with the rest of the shopper's data.
export const ordersQuery = queryOptions({
  queryKey: ['account', 'orders'],
  queryFn: async () => (await api<MyOrdersResponse>('/api/products/my-orders')).orders,
});

export function useOrders() {
  return useQuery(ordersQuery);
}
