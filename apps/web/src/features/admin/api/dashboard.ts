/** GET /api/admin/dashboard: the last 30 days in figures. */
import type { OrderStatus } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type DashboardDay = { day: string; orders: number; revenue: number };

export type Dashboard = {
  series: DashboardDay[];
  totals: { orders: number; revenue: number };
  perStatus: { status: OrderStatus; count: number }[];
  bestSellers: { productId: string; title: string; units: number; revenue: number }[];
  lowStock: { id: string; title: string; stock: number }[];
  unreadMessages: number;
};

export const dashboardQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'dashboard'],
  queryFn: () => api<Dashboard>('/api/admin/dashboard'),
});

export const useDashboard = () => useQuery(dashboardQuery);
