/**
 * The owner's gift card settings (record 056): GET/PUT /api/admin/gift-cards/settings, amounts in
 * paise. Saving also drops the shop's own read of them (the product page's custom amount).
 */
import type { GiftCardSettings, GiftCardSettingsResponse } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_KEY } from '../../api/invalidate';

const PATH = '/api/admin/gift-cards/settings';

export const giftCardSettingsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'gift-cards', 'settings'],
  queryFn: async () => (await api<GiftCardSettingsResponse>(PATH)).settings,
});
export const useGiftCardSettings = () => useQuery(giftCardSettingsQuery);

export function useSaveGiftCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: GiftCardSettings) =>
      (await api<GiftCardSettingsResponse>(PATH, { method: 'PUT', body: settings })).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(giftCardSettingsQuery.queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['gift-cards', 'options'] });
    },
  });
}
