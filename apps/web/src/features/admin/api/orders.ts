/** GET /api/admin/orders and /api/admin/orders/:id: paid orders (and refunds due) for the owner. */
import type { OrderStatus, TrackingStep } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type PaymentStatus = 'paid' | 'refund_due';
export type Money = { amount: number; currency: string };

export type OrderListParams = {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalUsd: number;
  charged: Money;
  createdAt: string;
  customer: string;
  email: string;
};

export type AdminOrder = {
  _id: string;
  orderNumber: string;
  createdDate: string;
  status: OrderStatus;
  orderStatus: string;
  paymentStatus: PaymentStatus;
  orderItems: {
    id: string;
    title: string;
    quantity: number;
    price: number;
    selectedColor?: string | null;
  }[];
  subtotalPrice: number;
  totalPrice: number;
  shippingPrice: number;
  taxPrice: number;
  discountPrice: number;
  charged: Money;
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
  customer: { name: string; email: string } | undefined;
  gateway: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  refundReason: string | null;
  notes: string | null;
  next: OrderStatus[];
  /** Every change of status, oldest first ('placed' when the payment came in). */
  events: { status: string; note: string; createdAt: string }[];
  track: {
    estimatedDate: string;
    trackingNumber: string | null;
    cancelled: boolean;
    status: Record<TrackingStep, string | null>;
  };
};

export const ORDERS_PAGE_SIZE = 20;

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'orders', 'list', params],
    queryFn: () =>
      api<{ total: number; orders: AdminOrderRow[] }>('/api/admin/orders', {
        query: {
          status: params.status,
          from: params.from,
          to: params.to,
          q: params.q,
          page: String(params.page),
          pageSize: String(ORDERS_PAGE_SIZE),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'orders', 'detail', id],
    queryFn: async () =>
      (await api<{ order: AdminOrder }>(`/api/admin/orders/${encodeURIComponent(id)}`)).order,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));
export const useOrder = (id: string) => useQuery(orderQuery(id));
