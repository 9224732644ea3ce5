/**
 * Cash on delivery (issue 27): what the shop offers (fee, order limits, the prepaid discount) and
 * placing a COD order, with the same body as the payment intent. The server checks every rule
 * again and refuses with a message naming the one that failed.
 */
import type { CodOffer, CodOrder, PaymentIntentInput } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { CodOffer, CodOrder } from '@shop/shared';

export const codOfferQuery = queryOptions({
  queryKey: ['payment', 'cod-offer'],
  queryFn: () => api<CodOffer>('/api/payment/cod/offer'),
  staleTime: 5 * 60 * 1000,
});

/** The offer, or undefined while it loads or if it cannot be had (then only online payment shows). */
export function useCodOffer(): CodOffer | undefined {
  return useQuery(codOfferQuery).data;
}

export const placeCodOrder = (input: PaymentIntentInput) =>
  api<CodOrder>('/api/payment/cod', { method: 'POST', body: input });
