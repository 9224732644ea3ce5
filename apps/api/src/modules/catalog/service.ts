/** Catalogue rules: which products a shopper sees, and in what shape. */
import type { Product, ProductListQuery, SearchQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { toProduct } from './product-mapper';
import { findProduct, listImages, listProducts } from './repository';
import { createSearch } from './search';

export const PRODUCT_NOT_FOUND = 'Product not found';

export function createCatalogService(db: Db) {
  async function withImages(
    rows: Pick<Awaited<ReturnType<typeof listProducts>>[number], 'product' | 'category'>[],
  ): Promise<Product[]> {
    const images = await listImages(
      db,
      rows.map((r) => r.product.id),
    );
    const byProduct = new Map<string, typeof images>();
    for (const image of images) {
      const list = byProduct.get(image.productId) ?? [];
      list.push(image);
      byProduct.set(image.productId, list);
    }
    return rows.map((r) => toProduct(r.product, r.category, byProduct.get(r.product.id) ?? []));
  }

  const search = createSearch(db, withImages);

  return {
    searchProducts: (query: SearchQuery) => search(query),

    async getProducts(query: ProductListQuery): Promise<Product[]> {
      if (query.ids && query.ids.length === 0) return [];
      return withImages(await listProducts(db, query));
    },

    async getProduct(idOrSlug: string): Promise<Product> {
      const row = await findProduct(db, idOrSlug);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const [product] = await withImages([row]);
      return product!;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
