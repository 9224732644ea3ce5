/** POST /api/gift-cards/balance: a gift card's balance and expiry by its code (issue 28). */
import type { GiftCardBalance } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { GiftCardBalance } from '@shop/shared';

export function useCheckBalance() {
  return useMutation({
    mutationFn: (code: string) =>
      api<GiftCardBalance>('/api/gift-cards/balance', { method: 'POST', body: { code } }),
  });
}
