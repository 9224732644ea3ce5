/**
 * The owner's cash on delivery (issue 27): GET/PUT /api/admin/cod/settings, the PIN-code deny list
 * (GET/PUT /api/admin/cod/pincodes), the report (GET /api/admin/reports/cod) and an order's outcome
 * (POST /api/admin/orders/:id/cod/collected and /returned). Amounts are paise.
 */
import type {
  adminOrderResponse,
  CodPincodesResponse,
  CodPincodesUploadResponse,
  CodReportResponse,
  CodSettings,
  CodSettingsResponse,
  Wire,
} from '@shop/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type CodReport = CodReportResponse;
export type CodPeriod = { from?: string; to?: string };

export const codSettingsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'cod', 'settings'],
  queryFn: async () => (await api<CodSettingsResponse>('/api/admin/cod/settings')).settings,
});
export const useCodSettings = () => useQuery(codSettingsQuery);

export function useSaveCodSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CodSettings) =>
      (await api<CodSettingsResponse>('/api/admin/cod/settings', { method: 'PUT', body: settings }))
        .settings,
    onSuccess: (settings) => queryClient.setQueryData(codSettingsQuery.queryKey, settings),
  });
}

export const codPincodesQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'cod', 'pincodes'],
  queryFn: () => api<CodPincodesResponse>('/api/admin/cod/pincodes'),
});
export const useCodPincodes = () => useQuery(codPincodesQuery);

/** The file's text replaces the list (its good lines); the answer names each bad line. */
export function useUploadCodPincodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api<CodPincodesUploadResponse>('/api/admin/cod/pincodes', { method: 'PUT', body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codPincodesQuery.queryKey }),
  });
}

export const codReportQuery = (period: CodPeriod) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'cod', 'report', period],
    queryFn: () => api<CodReport>('/api/admin/reports/cod', { query: period }),
    placeholderData: keepPreviousData,
  });
export const useCodReport = (period: CodPeriod) => useQuery(codReportQuery(period));

export type CodOutcome = 'collected' | 'returned';

/** The courier's news: cash collected (payment recorded, invoice issued) or parcel returned. */
export function useRecordCodOutcome(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outcome: CodOutcome) =>
      (
        await api<Wire<typeof adminOrderResponse>>(
          `/api/admin/orders/${encodeURIComponent(orderId)}/cod/${outcome}`,
          { method: 'POST', body: {} },
        )
      ).order,
    // Stock, payments, the dashboard and the report all change with it. Not awaited: the order
    // refetched ends the buttons, and a caller's own onSuccess (its toast) must run before that.
    onSuccess: () => {
      void invalidateAll(queryClient);
    },
  });
}
