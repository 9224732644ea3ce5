/**
 * The owner's abandoned checkouts (issue 30, record 065): GET /api/admin/abandoned-checkouts for
 * a period (the list and its figures; the dashboard card reads the same) and the reminder
 * settings, GET/PUT /api/admin/abandoned-checkouts/settings.
 */
import type { AbandonedCheckoutsResponse, RecoverySettings } from '@shop/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from '../api/invalidate';

export type AbandonedCheckouts = AbandonedCheckoutsResponse;
type SettingsReply = { success: true; settings: RecoverySettings };

export const useAbandonedCheckouts = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'abandoned-checkouts', range],
    queryFn: () => api<AbandonedCheckouts>('/api/admin/abandoned-checkouts', { query: range }),
    placeholderData: keepPreviousData,
  });

const settingsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'abandoned-checkouts', 'settings'],
  queryFn: async () =>
    (await api<SettingsReply>('/api/admin/abandoned-checkouts/settings')).settings,
});
export const useRecoverySettings = () => useQuery(settingsQuery);

export function useSaveRecoverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: RecoverySettings) =>
      (
        await api<SettingsReply>('/api/admin/abandoned-checkouts/settings', {
          method: 'PUT',
          body: settings,
        })
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
