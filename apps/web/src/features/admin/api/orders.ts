/** GET /api/admin/orders and /api/admin/orders/:id: paid orders (and refunds due) for the owner. */
import type {
  adminOrderListResponse,
  adminOrderResponse,
  AdminOrderSort,
  moneySchema,
  OrderStatus,
  ShipByFilter,
  Wire,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type { AdminOrder, AdminOrderRow, PaymentStatus } from '@shop/shared';
export type Money = Wire<typeof moneySchema>;

export type OrderListParams = {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  /** A shipping method's code ('express'). */
  method?: string;
  shipBy?: ShipByFilter;
  sort?: AdminOrderSort;
  page: number;
};

export const ORDERS_PAGE_SIZE = 20;

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'orders', 'list', params],
    queryFn: () =>
      api<Wire<typeof adminOrderListResponse>>('/api/admin/orders', {
        query: {
          status: params.status,
          from: params.from,
          to: params.to,
          q: params.q,
          method: params.method,
          shipBy: params.shipBy,
          sort: params.sort,
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
      (await api<Wire<typeof adminOrderResponse>>(`/api/admin/orders/${encodeURIComponent(id)}`))
        .order,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));
export const useOrder = (id: string) => useQuery(orderQuery(id));
