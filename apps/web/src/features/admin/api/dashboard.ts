/** GET /api/admin/dashboard: the figures of a window of days (the last 30 by default). */
import type { Dashboard, DashboardQuery } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type { Dashboard };
export type DashboardDay = Dashboard['series'][number];
export type DashboardWindow = Pick<DashboardQuery, 'days' | 'from' | 'to'>;

const asQuery = (w: DashboardWindow) => ({
  days: w.days ? String(w.days) : undefined,
  from: w.from,
  to: w.to,
});

export const dashboardQuery = (window: DashboardWindow = {}) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'dashboard', window],
    queryFn: () => api<Dashboard>('/api/admin/dashboard', { query: asQuery(window) }),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (window: DashboardWindow = {}) => useQuery(dashboardQuery(window));

/** The orders of a window as CSV (a download link: the browser sends the session cookie). */
export const ordersCsvUrl = (range: { from: string; to: string }) =>
  `/api/admin/orders/export.csv?${new URLSearchParams(range)}`;
