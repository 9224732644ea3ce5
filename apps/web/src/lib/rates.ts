/** Exchange rates from our API (which caches the public service), fetched once an hour. */
import type { Rates } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

type RatesResponse = { success: true; base: 'USD'; rates: Rates; updatedAt: string };

export const ratesQuery = queryOptions({
  queryKey: ['currency', 'rates'],
  queryFn: () => api<RatesResponse>('/api/currency/rates'),
  staleTime: 60 * 60 * 1000,
});

export function useRates() {
  return useQuery(ratesQuery);
}
