/** GET and PUT /api/admin/currency-rounding: how converted prices are rounded in each currency. */
import type { CurrencyRoundingInput, CurrencyRoundingResponse } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ratesQuery } from '../../../lib/rates';
import { ADMIN_KEY } from './invalidate';

export const roundingQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'currency-rounding'],
  queryFn: () => api<CurrencyRoundingResponse>('/api/admin/currency-rounding'),
});

export const useCurrencyRounding = () => useQuery(roundingQuery);

export function useSaveRounding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyRoundingInput) =>
      api<CurrencyRoundingResponse>('/api/admin/currency-rounding', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(roundingQuery.queryKey, saved);
      // The storefront reads the rules with the rates.
      return queryClient.invalidateQueries({ queryKey: ratesQuery.queryKey });
    },
  });
}
