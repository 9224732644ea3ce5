/** GET /api/products/get-products: the product list, by category, featured flag, search text or ids. */
import type { CategorySlug, Product, ProductListResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProductListParams = {
  category?: CategorySlug;
  featured?: boolean;
  q?: string;
  ids?: string[];
};

export async function getProducts(params: ProductListParams = {}): Promise<Product[]> {
  try {
    const data = await api<ProductListResponse>('/api/products/get-products', {
      query: {
        category: params.category,
        featured: params.featured ? 'true' : undefined,
        q: params.q,
        ids: params.ids?.join(','),
      },
    });
    return data.products;
  } catch (error) {
    // Spec section 8: product fetch errors are only logged; the screen shows an empty list.
    console.error('Failed to load products', error);
    throw error;
  }
}

export const productsQueryOptions = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: () => getProducts(params),
  });

export function useProducts(
  params: ProductListParams = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...productsQueryOptions(params), enabled });
}
