/**
 * GET /api/gift-cards/options (record 056): whether the gift card's page offers an amount of the
 * shopper's own, and within which bounds (paise). Prefetched with the gift card's page.
 */
import type { GiftCardOptions } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getGiftCardOptions(): Promise<GiftCardOptions['customAmount']> {
  return (await api<GiftCardOptions>('/api/gift-cards/options')).customAmount;
}

export const giftCardOptionsQuery = queryOptions({
  queryKey: ['gift-cards', 'options'],
  queryFn: getGiftCardOptions,
  staleTime: 60_000,
});

/** The bounds of an amount of one's own; null while unknown or when not offered. */
export const useGiftCardCustomAmount = () => useQuery(giftCardOptionsQuery).data ?? null;
