/**
 * The owner's discounts (issue 28): GET/POST /api/admin/discounts, PUT /api/admin/discounts/:id,
 * bulk codes (POST /api/admin/discounts/:id/codes) and their CSV. Amounts are paise.
 */
import type {
  AdminDiscount,
  BulkCodesInput,
  BulkCodesResponse,
  DiscountInput,
  DiscountListResponse,
  DiscountResponse,
} from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from '../../api/invalidate';

export type { AdminDiscount } from '@shop/shared';

const discountPath = (id: string) => `/api/admin/discounts/${encodeURIComponent(id)}`;

export const discountsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'discounts', 'list'],
  queryFn: async () => (await api<DiscountListResponse>('/api/admin/discounts')).discounts,
});
export const useDiscounts = () => useQuery(discountsQuery);

/** One discount, read from the list (a shop has a few dozen at most): null when there is none. */
export const useDiscount = (id: string) =>
  useQuery({
    ...discountsQuery,
    select: (discounts: AdminDiscount[]) => discounts.find((d) => d.id === id) ?? null,
  });

/** Creates (no id) or replaces a discount; answers it as saved. */
export function useSaveDiscount(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DiscountInput) =>
      (
        await api<DiscountResponse>(id ? discountPath(id) : '/api/admin/discounts', {
          method: id ? 'PUT' : 'POST',
          body: input,
        })
      ).discount,
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** Adds single-use codes; the answer says how many the discount holds now. */
export function useGenerateCodes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkCodesInput) =>
      api<BulkCodesResponse>(`${discountPath(id)}/codes`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQuery.queryKey }),
  });
}

/** The discount's bulk codes with each one's uses, as a file (GET, so a plain link downloads it). */
export const codesCsvUrl = (id: string) => `${discountPath(id)}/codes.csv`;
