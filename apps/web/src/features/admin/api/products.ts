/** GET /api/admin/products and /api/admin/products/:id: the catalogue as the owner sees it. */
import type {
  AdminProduct,
  AdminProductImage,
  adminProductListResponse,
  adminProductResponse,
  CategorySlug,
  Wire,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type StockFilter = 'all' | 'low' | 'out';

export type ProductListParams = {
  q?: string;
  category?: CategorySlug;
  stock?: StockFilter;
  archived?: boolean;
  page: number;
};

export type { AdminProduct, AdminProductRow } from '@shop/shared';
export type ProductImage = AdminProductImage;
export type StockAdjustment = AdminProduct['adjustments'][number];

export const PRODUCTS_PAGE_SIZE = 20;

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'list', params],
    queryFn: () =>
      api<Wire<typeof adminProductListResponse>>('/api/admin/products', {
        query: {
          q: params.q,
          category: params.category,
          stock: params.stock,
          archived: String(Boolean(params.archived)),
          page: String(params.page),
          pageSize: String(PRODUCTS_PAGE_SIZE),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'detail', id],
    queryFn: async () =>
      (
        await api<Wire<typeof adminProductResponse>>(
          `/api/admin/products/${encodeURIComponent(id)}`,
        )
      ).product,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
export const useProduct = (id: string) => useQuery(productQuery(id));
