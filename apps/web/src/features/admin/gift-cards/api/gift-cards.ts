/**
 * The owner's gift cards (issue 28): GET/POST /api/admin/gift-cards, GET /api/admin/gift-cards/:id
 * and POST /api/admin/gift-cards/:id/disable. Amounts are paise; a card's code comes back once, in
 * the answer that issued it, and is never cached.
 */
import type {
  adminGiftCardListResponse,
  adminGiftCardResponse,
  giftCardIssuedResponse,
  giftCardIssueSchema,
  Wire,
} from '@shop/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { ADMIN_KEY } from '../../api/invalidate';

export type { AdminGiftCard } from '@shop/shared';
export type GiftCardDetail = Wire<typeof adminGiftCardResponse>;
export type GiftCardMovement = GiftCardDetail['movements'][number];
export type GiftCardIssued = Wire<typeof giftCardIssuedResponse>;

const GIFT_CARDS_KEY = [ADMIN_KEY, 'gift-cards'] as const;
const cardPath = (id: string) => `/api/admin/gift-cards/${encodeURIComponent(id)}`;

export const giftCardsQuery = (page: number) =>
  queryOptions({
    queryKey: [...GIFT_CARDS_KEY, 'list', page],
    queryFn: () =>
      api<Wire<typeof adminGiftCardListResponse>>('/api/admin/gift-cards', {
        query: { page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
export const useGiftCards = (page: number) => useQuery(giftCardsQuery(page));

export const giftCardQuery = (id: string) =>
  queryOptions({
    queryKey: [...GIFT_CARDS_KEY, 'detail', id],
    queryFn: () => api<GiftCardDetail>(cardPath(id)),
  });
export const useGiftCard = (id: string) => useQuery(giftCardQuery(id));

/** Issues a card by hand; the answer holds its code, shown once and kept nowhere else. */
export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof giftCardIssueSchema>) =>
      api<GiftCardIssued>('/api/admin/gift-cards', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GIFT_CARDS_KEY }),
  });
}

/** Disables a card for good; the answer is the card as it is now, with its ledger. */
export function useDisableGiftCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<GiftCardDetail>(`${cardPath(id)}/disable`, { method: 'POST' }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(giftCardQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...GIFT_CARDS_KEY, 'list'] });
    },
  });
}
