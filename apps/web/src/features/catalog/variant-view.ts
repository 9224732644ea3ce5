/**
 * What the product page shows for the chosen variant (record 043): the product with the
 * variant's prices, stock and pictures, so the price, stock message and gallery read it as they
 * read a product; and which variant each option value leads to.
 */
import { findVariant, type OptionValues, type Product, type Variant } from '@shop/shared';

/** The product as the chosen variant makes it: its prices, its stock, its pictures first. */
export function productForVariant(product: Product, variant: Variant | undefined): Product {
  if (!variant) return product;
  const files = variant.images.length ? variant.images : product.image;
  const meta = new Map(product.images.map((i) => [i.file, i]));
  return {
    ...product,
    price: variant.price,
    salePrice: variant.salePrice,
    sale: variant.salePrice !== null && variant.salePrice < variant.price,
    priceList: variant.priceList ?? product.priceList,
    countInStock: variant.countInStock,
    stock: variant.countInStock,
    image: files,
    images: files.flatMap((file) => meta.get(file) ?? []),
  };
}

/** How many of `chosen`'s values a variant keeps, counting more when it can be bought. */
const closeness = (variant: Variant, chosen: OptionValues) =>
  Object.entries(chosen).filter(([name, value]) => variant.options[name] === value).length * 2 +
  (variant.countInStock > 0 ? 1 : 0);

/**
 * The variant choosing `value` for `option` opens: the one with the other choices kept (sold out
 * or not), else the one with that value nearest to them, one in stock preferred. Undefined when
 * no variant has the value.
 */
export function variantForValue(
  variants: readonly Variant[],
  chosen: OptionValues,
  option: string,
  value: string,
): Variant | undefined {
  const exact = findVariant(variants, { ...chosen, [option]: value });
  if (exact) return exact;
  return variants
    .filter((v) => v.options[option] === value)
    .reduce<Variant | undefined>(
      (best, v) => (!best || closeness(v, chosen) > closeness(best, chosen) ? v : best),
      undefined,
    );
}
