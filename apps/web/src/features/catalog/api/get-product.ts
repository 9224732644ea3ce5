/** GET /api/products/get-products/{id}: one product, or a 404 'Product not found'. */
import type { Product, ProductResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export const isNotFoundError = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

export async function getProduct(id: string): Promise<Product> {
  try {
    const data = await api<ProductResponse>(`/api/products/get-products/${encodeURIComponent(id)}`);
    return data.products;
  } catch (error) {
    // A missing product is an answer, not a failure; anything else is logged (spec section 8).
    if (!isNotFoundError(error)) console.error('Failed to load product', error);
    throw error;
  }
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => getProduct(id),
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
    // A 404 the server rendered with is the answer; asking again on hydration changes nothing.
    retryOnMount: false,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
