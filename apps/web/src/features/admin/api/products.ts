/** GET /api/admin/products and /api/admin/products/:id: the catalogue as the owner sees it. */
import type { CategorySlug } from '@shop/shared';
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

export type AdminProductRow = {
  id: string;
  slug: string;
  title: string;
  category: CategorySlug;
  price: number;
  salePrice: number | null;
  stock: number;
  featured: boolean;
  active: boolean;
  rating: number;
  reviews: number;
  image: string | null;
};

export type ProductImage = { id: string; file: string; alt: string; position: number };
export type StockAdjustment = {
  delta: number;
  stockAfter: number;
  reason: string;
  createdAt: string;
};

export type AdminProduct = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: CategorySlug;
  price: number;
  salePrice: number | null;
  countInStock: number;
  featured: boolean;
  active: boolean;
  taxPercent: number;
  discountPercent: number;
  shippingCost: number;
  features: string[];
  colors: string[];
  specifications: Record<string, string>;
  images: ProductImage[];
  adjustments: StockAdjustment[];
};

export const PRODUCTS_PAGE_SIZE = 20;

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'products', 'list', params],
    queryFn: () =>
      api<{ total: number; products: AdminProductRow[] }>('/api/admin/products', {
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
      (await api<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}`))
        .product,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
export const useProduct = (id: string) => useQuery(productQuery(id));
