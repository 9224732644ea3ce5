/** One product as the owner's edit form reads it: its fields, images and latest stock changes. */
import { fromMinor, productStatus } from '@shop/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, stockAdjustments } from '../../db/schema';
import { requireProduct } from './product-row';

export function createProductDetails({ db }: { db: Db }) {
  return {
    async get(id: string) {
      const row = await requireProduct(db, id);
      const [images, adjustments] = await Promise.all([
        db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, id))
          .orderBy(asc(productImages.position)),
        db
          .select()
          .from(stockAdjustments)
          .where(eq(stockAdjustments.productId, id))
          .orderBy(desc(stockAdjustments.createdAt))
          .limit(50),
      ]);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        category: row.categorySlug,
        price: fromMinor(row.priceCents),
        salePrice: row.salePriceCents === null ? null : fromMinor(row.salePriceCents),
        countInStock: row.countInStock,
        featured: row.featured,
        active: row.active,
        status: productStatus(row),
        taxPercent: row.taxPercent,
        discountPercent: row.discountPercent,
        hsnCode: row.hsnCode,
        shippingCost: fromMinor(row.shippingCostCents),
        features: row.features,
        colors: Array.isArray(row.specifications.colors) ? row.specifications.colors : [],
        specifications: Object.fromEntries(
          Object.entries(row.specifications)
            .filter(([k]) => k !== 'colors')
            .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
        ),
        images: images.map((i) => ({
          id: i.id,
          file: i.fileName,
          alt: i.alt,
          position: i.position,
        })),
        adjustments: adjustments.map((a) => ({
          delta: a.delta,
          stockAfter: a.stockAfter,
          reason: a.reason,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  };
}
