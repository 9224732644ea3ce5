/** A product's pictures: upload several at once, put them in order, remove one. */
import type { imagesAddedResponse, OkResponse, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';

const imagesPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/images`;

export function useUploadImages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('images', file);
      return api<Wire<typeof imagesAddedResponse>>(imagesPath(productId), {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useReorderImages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: string[]) =>
      api<OkResponse>(`${imagesPath(productId)}/order`, { method: 'PUT', body: { imageIds } }),
    onSettled: () => invalidateAll(queryClient),
  });
}

export function useRemoveImage(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      api<OkResponse>(`${imagesPath(productId)}/${encodeURIComponent(imageId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
