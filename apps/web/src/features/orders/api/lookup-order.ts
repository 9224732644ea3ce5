/** POST /api/orders/lookup: "Find my order" mails the order's link when number and e-mail match. */
import type { MessageResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderLookup = { orderNumber: string; email: string };

export function useLookupOrder() {
  return useMutation({
    mutationFn: (body: OrderLookup) =>
      api<MessageResponse>('/api/orders/lookup', { method: 'POST', body }),
  });
}
