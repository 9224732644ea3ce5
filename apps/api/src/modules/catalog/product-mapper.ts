/** Reshapes database rows into the API's Product (spec section 3): USD decimals, image file names. */
import type { Product } from '@shop/shared';
import type { categories, productImages, products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, 'fileName' | 'alt' | 'width' | 'height'>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'slug' | 'name'>;

const dollars = (cents: number) => cents / 100;

export function toProduct(row: ProductRow, category: CategoryRow, images: ImageRow[]): Product {
  const salePrice =
    row.salePriceCents !== null && row.salePriceCents < row.priceCents
      ? dollars(row.salePriceCents)
      : null;
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
    price: dollars(row.priceCents),
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
    shippingCost: dollars(row.shippingCostCents),
  };
}
