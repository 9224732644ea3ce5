/**
 * Reshapes database rows into the API's Product (spec section 3): decimals of the shop currency,
 * the owner's price lists, image file names, options and variants (record 038).
 */
import {
  activeSalePrice,
  COLOUR_OPTION,
  effectivePriceCents,
  fromMinor,
  priceListOut,
  type Product,
  type Variant,
} from '@shop/shared';
import { categories, products, type productImages, type variantPrices } from '../../db/schema';
import type { listVariants } from './repository';

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
  options: products.options,
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
  typeof variantPrices.$inferSelect,
  'currency' | 'priceMinor' | 'salePriceMinor'
>;
export type VariantRow = Awaited<ReturnType<typeof listVariants>>[number];

function toVariant(row: VariantRow): Variant {
  const sale = activeSalePrice(row.priceCents, row.salePriceCents);
  return {
    _id: row.id,
    sku: row.sku,
    options: row.optionValues,
    price: fromMinor(row.priceCents),
    salePrice: sale === null ? null : fromMinor(sale),
    countInStock: row.countInStock,
    images: row.imageFiles,
    priceList: priceListOut(row.priceList),
  };
}

/** The variant whose price the product shows ("From ₹X"): the cheapest. */
const cheapest = (variants: VariantRow[]) =>
  variants.reduce<VariantRow | undefined>(
    (a, b) => (!a || effectivePriceCents(b) < effectivePriceCents(a) ? b : a),
    undefined,
  );

/**
 * The spec's colours, read from the Colour option when the product has one (record 038), so a
 * client that knows no variants keeps its colour selector.
 */
function specificationsOf(row: ProductRow): Product['specifications'] {
  const colour = row.options.find((o) => o.name === COLOUR_OPTION);
  return colour ? { ...row.specifications, colors: colour.values } : row.specifications;
}

export function toProduct(
  row: ProductRow,
  category: CategoryRow,
  images: ImageRow[],
  variants: VariantRow[] = [],
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
    specifications: specificationsOf(row),
    featured: row.featured,
    taxPercent: row.taxPercent,
    discountPercent: row.discountPercent,
    shippingCost: fromMinor(row.shippingCostCents),
    priceList: priceListOut(cheapest(variants)?.priceList ?? []),
    options: row.options,
    variants: variants.map(toVariant),
  };
}
