/**
 * GET /api/products/get-products?featured=true for the home page. Features never import each
 * other, so home keeps its own endpoint file; the query key matches the catalogue's list key for
 * the same parameters, so both share one cache entry.
 */
import type { Product, ProductListResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getFeaturedProducts(): Promise<Product[]> {
  try {
    const data = await api<ProductListResponse>('/api/products/get-products', {
      query: { featured: 'true' },
    });
    return data.products;
  } catch (error) {
    // Spec section 8: product fetch errors are only logged; the section shows its empty text.
    console.error('Failed to load featured products', error);
    throw error;
  }
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list', { featured: true }],
    queryFn: getFeaturedProducts,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
