/** GET /api/admin/dashboard: the last 30 days in figures. */
import type { Dashboard } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type { Dashboard };
export type DashboardDay = Dashboard['series'][number];

export const dashboardQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'dashboard'],
  queryFn: () => api<Dashboard>('/api/admin/dashboard'),
});

export const useDashboard = () => useQuery(dashboardQuery);
