/** The owner's product list: filtered, paged, with each product's first image. */
import type { CategorySlug } from '@shop/shared';
import { fromMinor, productStatus } from '@shop/shared';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { hasLowVariant, lowestVariantStock, lowVariantsOf } from './low-stock';

export type ProductListQuery = {
  q?: string;
  category?: CategorySlug;
  stock?: 'low' | 'out' | 'all';
  archived?: boolean;
  page: number;
  pageSize: number;
};

function conditionsOf(query: ProductListQuery): SQL[] {
  // The default list is what the owner works on: live products and drafts.
  const conditions: SQL[] = [
    query.archived
      ? and(eq(products.active, false), isNotNull(products.publishedAt))!
      : or(eq(products.active, true), isNull(products.publishedAt))!,
  ];
  if (query.q)
    conditions.push(
      or(ilike(products.title, `%${query.q}%`), ilike(products.slug, `%${query.q}%`))!,
    );
  if (query.category) conditions.push(eq(products.categorySlug, query.category));
  if (query.stock === 'low' || query.stock === 'out') conditions.push(hasLowVariant(query.stock));
  return conditions;
}

export function createProductListing({ db }: { db: Db }) {
  /** The first image of each of these products, by position. */
  const firstImagesOf = (ids: string[]) =>
    ids.length
      ? db
          .selectDistinctOn([productImages.productId], {
            productId: productImages.productId,
            file: productImages.fileName,
          })
          .from(productImages)
          .where(sql`${productImages.productId} in ${ids}`)
          .orderBy(productImages.productId, asc(productImages.position))
      : Promise.resolve([]);

  return {
    async list(query: ProductListQuery) {
      const rows = await db
        .select({
          id: products.id,
          slug: products.slug,
          title: products.title,
          category: products.categorySlug,
          price: products.priceCents,
          salePrice: products.salePriceCents,
          stock: products.countInStock,
          featured: products.featured,
          active: products.active,
          publishedAt: products.publishedAt,
          rating: products.rating,
          reviews: products.reviewsCount,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(products)
        .where(and(...conditionsOf(query)))
        .orderBy(
          query.stock === 'low' ? asc(lowestVariantStock) : desc(products.updatedAt),
          asc(products.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const ids = rows.map((r) => r.id);
      const stockLevel = query.stock === 'low' || query.stock === 'out' ? query.stock : undefined;
      const [firstImages, lowVariants] = await Promise.all([
        firstImagesOf(ids),
        stockLevel ? lowVariantsOf(db, ids, stockLevel) : undefined,
      ]);
      return {
        total: rows[0]?.total ?? 0,
        products: rows.map(({ total: _t, price, salePrice, publishedAt, ...r }) => ({
          ...r,
          status: productStatus({ active: r.active, publishedAt }),
          price: fromMinor(price),
          salePrice: salePrice === null ? null : fromMinor(salePrice),
          image: firstImages.find((i) => i.productId === r.id)?.file ?? null,
          ...(lowVariants && { lowVariants: lowVariants.get(r.id) ?? [] }),
        })),
      };
    },
  };
}
