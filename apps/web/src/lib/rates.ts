/** Exchange rates from our API (which caches the public service), fetched once an hour. */
import type { RatesResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const ratesQuery = queryOptions({
  queryKey: ['currency', 'rates'],
  queryFn: () => api<RatesResponse>('/api/currency/rates'),
  staleTime: 60 * 60 * 1000,
});

export function useRates() {
  return useQuery(ratesQuery);
}
