/**
 * Reshapes database rows into the API's Product (spec section 3): decimals of the shop currency,
 * the owner's price list, image file names.
 */
import { activeSalePrice, fromMinor, priceListOut, type Product } from '@shop/shared';
import { categories, products, type productImages, type productPrices } from '../../db/schema';

/**
 * The product columns a Product shows, selected instead of whole rows: the search vector alone is
 * a third of a row, and PGlite decodes every field it is sent in JavaScript (record 033).
 */
const shownColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  description: products.description,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  countInStock: products.countInStock,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  features: products.features,
  specifications: products.specifications,
  featured: products.featured,
  taxPercent: products.taxPercent,
  discountPercent: products.discountPercent,
  shippingCostCents: products.shippingCostCents,
};

/** What catalogue queries select for toProduct: the shown columns and the category's name. */
export const productColumns = {
  product: shownColumns,
  category: { slug: categories.slug, name: categories.name },
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof shownColumns>;
type ImageRow = Pick<typeof productImages.$inferSelect, 'fileName' | 'alt' | 'width' | 'height'>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'slug' | 'name'>;
export type PriceListRow = Pick<
  typeof productPrices.$inferSelect,
  'currency' | 'priceMinor' | 'salePriceMinor'
>;

export function toProduct(
  row: ProductRow,
  category: CategoryRow,
  images: ImageRow[],
  priceList: PriceListRow[] = [],
): Product {
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
    priceList: priceListOut(priceList),
  };
}
