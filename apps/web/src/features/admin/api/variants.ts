/** A product's options and variants: the grid's read and save, counted stock, stock history. */
import type {
  AdminVariantsResponse,
  VariantGridInput,
  variantStockResponse,
  VariantStockHistory,
  VariantStockInput,
  Wire,
} from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type { AdminVariant, AdminVariantsResponse } from '@shop/shared';

const variantsPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/variants`;
const variantPath = (id: string, variantId: string) =>
  `${variantsPath(id)}/${encodeURIComponent(variantId)}`;

export const variantsQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'variants', id],
    queryFn: () => api<AdminVariantsResponse>(variantsPath(id)),
  });

export const useVariants = (id: string) => useQuery(variantsQuery(id));

export const saveVariants = (id: string, input: VariantGridInput) =>
  api<AdminVariantsResponse>(variantsPath(id), { method: 'PUT', body: input });

export const countVariantStock = (id: string, variantId: string, input: VariantStockInput) =>
  api<Wire<typeof variantStockResponse>>(`${variantPath(id, variantId)}/stock`, {
    method: 'POST',
    body: input,
  });

/** Saves the grid, then each typed stock count, in the order the grid (variants-save.ts) gives. */
export function useSaveGrid<T>(id: string, save: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSettled: () => invalidateAll(queryClient),
  });
}

export const variantHistoryQuery = (id: string, variantId: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'variants', id, 'history', variantId],
    queryFn: () => api<VariantStockHistory>(`${variantPath(id, variantId)}/stock-history`),
  });

export const useVariantHistory = (id: string, variantId: string) =>
  useQuery(variantHistoryQuery(id, variantId));
