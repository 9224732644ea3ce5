/** Public settings the storefront reads once at start (GET /api/config). */
import type { AppConfig } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { AppConfig } from '@shop/shared';

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: () => api<AppConfig>('/api/config'),
  // Settings change only with a redeploy, which reloads the page anyway.
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}
