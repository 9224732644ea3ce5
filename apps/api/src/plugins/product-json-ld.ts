/**
 * schema.org data of a product page: a Product with one Offer, or, for a product sold in several
 * variants, a ProductGroup whose `hasVariant` lists a Product and Offer per variant (what Google's
 * product variant markup asks), each with its SKU, price and its own page address (`?variant=`).
 */
import {
  effectivePrice,
  productImageUrl,
  variantLabel,
  type Product,
  type Variant,
} from '@shop/shared';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type Context = { shop: string; currency: string };

const offerOf = (
  item: Pick<Product, 'price' | 'salePrice' | 'countInStock'>,
  currency: string,
  url?: string,
) => ({
  '@type': 'Offer',
  ...(url && { url }),
  // The shop's own price, GST included, in its own currency (record 036).
  price: effectivePrice(item).toFixed(2),
  priceCurrency: currency,
  availability: item.countInStock > 0 ? IN_STOCK : OUT_OF_STOCK,
});

const pagePath = (p: Product) => `/products/${encodeURIComponent(p._id)}`;

/** The options schema.org has a property for; others go by their own name (Google's `pattern`). */
const SCHEMA_PROPERTY: Record<string, string> = { colour: 'color', color: 'color', size: 'size' };
const propertyOf = (option: string) => SCHEMA_PROPERTY[option.toLowerCase()] ?? option;
const variesBy = (option: string) =>
  SCHEMA_PROPERTY[option.toLowerCase()] ? `https://schema.org/${propertyOf(option)}` : option;

function variantNode(p: Product, v: Variant, currency: string) {
  const url = `${pagePath(p)}?variant=${encodeURIComponent(v._id)}`;
  const files = v.images.length ? v.images : p.image;
  return {
    '@type': 'Product',
    name: `${p.title} (${variantLabel(v.options, p.options)})`,
    sku: v.sku,
    url,
    image: files.map((f) => productImageUrl(f)),
    ...Object.fromEntries(Object.entries(v.options).map(([k, x]) => [propertyOf(k), x])),
    offers: offerOf(v, currency, url),
  };
}

export function productJsonLd(p: Product, { shop, currency }: Context): Record<string, unknown> {
  const common = {
    '@context': 'https://schema.org',
    name: p.title,
    description: p.description,
    image: p.image.map((f) => productImageUrl(f)),
    brand: { '@type': 'Brand', name: shop },
    category: p.category.name,
    ...(p.reviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: p.rating,
        reviewCount: p.reviews,
      },
    }),
  };
  const variants = p.variants ?? [];
  if (variants.length <= 1)
    return {
      ...common,
      '@type': 'Product',
      sku: variants[0]?.sku ?? p.slug,
      offers: offerOf(p, currency),
    };
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: p.slug,
    url: pagePath(p),
    variesBy: (p.options ?? []).map((o) => variesBy(o.name)),
    hasVariant: variants.map((v) => variantNode(p, v, currency)),
  };
}
