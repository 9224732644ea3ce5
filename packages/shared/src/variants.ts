/**
 * Options and variants (record 038): a product has up to three options, each with its values in
 * order, and a variant per combination it sells. A product without options has one default
 * variant whose option values are {}.
 */

export * from './variant-limits';

/** The option the spec's `specifications.colors` becomes; its values show as swatches. */
export const COLOUR_OPTION = 'Colour';

export type ProductOption = { name: string; values: string[] };
export type OptionValues = Record<string, string>;

/** "Sage / Dotted": a variant's option values in the product's option order. */
export function variantLabel(options: OptionValues, order?: readonly ProductOption[]): string {
  const names = order ? order.map((o) => o.name).filter((n) => n in options) : Object.keys(options);
  return names.map((n) => options[n]).join(' / ');
}

/** The variant a product page opens on: the one asked for, else the first in stock, else the first. */
export function initialVariant<V extends { _id: string; countInStock: number }>(
  variants: readonly V[],
  wanted?: string | null,
): V | undefined {
  return (
    variants.find((v) => v._id === wanted) ??
    variants.find((v) => v.countInStock > 0) ??
    variants[0]
  );
}

/** "From ₹X" when a product's active variants cost different amounts. */
export function pricesDiffer(variants: readonly { price: number; salePrice: number | null }[]) {
  const paid = new Set(
    variants.map((v) => (v.salePrice !== null && v.salePrice < v.price ? v.salePrice : v.price)),
  );
  return paid.size > 1;
}
