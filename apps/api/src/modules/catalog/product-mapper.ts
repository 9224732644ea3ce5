/** Reshapes database rows into the API's Product (spec section 3): USD decimals, image file names. */
import { activeSalePrice, fromMinor, type Product } from '@shop/shared';
import type { categories, productImages, products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, 'fileName' | 'alt' | 'width' | 'height'>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'slug' | 'name'>;

export function toProduct(row: ProductRow, category: CategoryRow, images: ImageRow[]): Product {
  const saleCents = activeSalePrice(row.priceCents, row.salePriceCents);
  const salePrice = saleCents === null ? null : fromMinor(saleCents);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: images.map((i) => i.fileName),
    images: images.map((i) => ({
      file: i.fileName,
      alt: i.alt || row.title,
      width: i.width,
      height: i.height,
    })),
    category: { name: category.name, slug: category.slug },
    price: fromMinor(row.priceCents),
    salePrice,
    sale: salePrice !== null,
    countInStock: row.countInStock,
    stock: row.countInStock,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviewsCount,
    features: row.features,
    specifications: row.specifications,
    featured: row.featured,
    taxPercent: row.taxPercent,
    discountPercent: row.discountPercent,
    shippingCost: fromMinor(row.shippingCostCents),
  };
}
