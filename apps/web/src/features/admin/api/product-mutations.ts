/** Creating, editing, archiving and restocking a product. */
import type {
  AdminProductInput,
  createdResponse,
  OkResponse,
  stockResponse,
  Wire,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productQuery } from './products';
import { invalidateAll } from './invalidate';

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export function useSaveProduct(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminProductInput) => {
      if (!id)
        return (
          await api<Wire<typeof createdResponse>>('/api/admin/products', {
            method: 'POST',
            body: input,
          })
        ).id;
      // The form does not edit stock (that is the adjustment form's job); sending the stock as
      // it is now keeps a sale made while the form was open from being undone.
      const current = await queryClient.fetchQuery({ ...productQuery(id), staleTime: 0 });
      await api(productPath(id), {
        method: 'PUT',
        body: { ...input, countInStock: current.countInStock },
      });
      return id;
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useArchiveProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api<OkResponse>(`${productPath(id)}/archive`, { method: 'POST', body: { archived } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useAdjustStock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { delta: number; reason: string }) =>
      api<Wire<typeof stockResponse>>(`${productPath(id)}/stock`, { method: 'POST', body: change }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
