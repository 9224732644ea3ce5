/** GET /api/products/my-orders: the signed-in shopper's orders, newest first (spec section 3 'Order'). */
import type { OrderStatus } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderItem = {
  id: string;
  title: string;
  quantity: number;
  /** USD, as recorded when the order was placed. */
  price: number;
  selectedColor?: string | null;
};

export type Order = {
  _id: string;
  orderNumber: string;
  createdDate: string;
  status: OrderStatus;
  orderStatus: string;
  paymentStatus: 'paid' | 'refund_due';
  orderItems: OrderItem[];
  subtotalPrice: number;
  totalPrice: number;
  shippingPrice: number;
  taxPrice: number;
  discountPrice: number;
  /** What the shopper actually paid, in the currency they chose. */
  charged: { amount: number; currency: string };
  shippingAddress: {
    name: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    number: string;
  };
  paymentMethod: string;
};

type OrdersResponse = { success: true; orders: Order[] };

// Under 'account' so signing out drops them with the rest of the shopper's data.
export const ordersQuery = queryOptions({
  queryKey: ['account', 'orders'],
  queryFn: async () => (await api<OrdersResponse>('/api/products/my-orders')).orders,
});

export function useOrders() {
  return useQuery(ordersQuery);
}
