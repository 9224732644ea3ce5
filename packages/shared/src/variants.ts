/**
 * Options and variants (record 038): a product has up to three options, each with its values in
 * order, and a variant per combination it sells. A product without options has one default
 * variant whose option values are {}.
 */
import { effectivePriceCents } from './pricing';
import { SKU_MAX } from './variant-limits';

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

const sameOptions = (a: OptionValues, b: OptionValues) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** The variant with exactly these option values, if the product sells it. */
export function findVariant<V extends { options: OptionValues }>(
  variants: readonly V[],
  chosen: OptionValues,
): V | undefined {
  return variants.find((v) => sameOptions(v.options, chosen));
}

export type ValueState = 'available' | 'sold-out' | 'not-made';

/**
 * What choosing `value` for `option` would give, the other choices kept: a variant in stock, one
 * sold out, or no such variant (the picker marks the last two).
 */
export function optionValueState<V extends { options: OptionValues; countInStock: number }>(
  variants: readonly V[],
  chosen: OptionValues,
  option: string,
  value: string,
): ValueState {
  const variant = findVariant(variants, { ...chosen, [option]: value });
  if (!variant) return 'not-made';
  return variant.countInStock > 0 ? 'available' : 'sold-out';
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

/**
 * The facts a product keeps from its variants (record 038): the pair of prices of the one that
 * costs least, and the stock of the active ones.
 */
export function productFacts(
  variants: readonly {
    priceCents: number;
    salePriceCents: number | null;
    countInStock: number;
    active: boolean;
  }[],
): { priceCents: number; salePriceCents: number | null; countInStock: number } | null {
  const sold = variants.filter((v) => v.active);
  const pool = sold.length ? sold : variants;
  if (pool.length === 0) return null;
  const cheapest = pool.reduce((a, b) => (effectivePriceCents(b) < effectivePriceCents(a) ? b : a));
  return {
    priceCents: cheapest.priceCents,
    salePriceCents: cheapest.salePriceCents,
    countInStock: sold.reduce((sum, v) => sum + v.countInStock, 0),
  };
}

/** Every combination of the options' values, in option order (the variants a new grid offers). */
export function combinations(options: readonly ProductOption[]): OptionValues[] {
  return options.reduce<OptionValues[]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((v) => ({ ...row, [option.name]: v }))),
    [{}],
  );
}

/** Why a variant's option values do not fit the product's options, or null when they do. */
export function optionValuesProblem(
  options: readonly ProductOption[],
  values: OptionValues,
): string | null {
  for (const name of Object.keys(values))
    if (!options.some((o) => o.name === name)) return `${name} is not an option of this product`;
  for (const option of options) {
    const value = values[option.name];
    if (value === undefined || value === '') return `${option.name} is missing`;
    if (!option.values.includes(value)) return `${value} is not a value of ${option.name}`;
  }
  return null;
}

/** "From ₹X" when a product's active variants cost different amounts. */
export function pricesDiffer(variants: readonly { price: number; salePrice: number | null }[]) {
  const paid = new Set(
    variants.map((v) => (v.salePrice !== null && v.salePrice < v.price ? v.salePrice : v.price)),
  );
  return paid.size > 1;
}

/**
 * How an order line reads on an invoice, a mail or a packing slip: "Title (Sage / Dotted)" from
 * the option values kept on the line, or the spec's colour on a line sold before variants.
 */
export function lineDescription(line: {
  title: string;
  optionValues?: OptionValues | null;
  selectedColor?: string | null;
}): string {
  const detail = lineOptions(line);
  return detail ? `${line.title} (${detail})` : line.title;
}

/** What a line's variant was ("Sage / Dotted"), or its colour on a line sold before variants. */
export function lineOptions(line: {
  optionValues?: OptionValues | null;
  options?: OptionValues | null;
  selectedColor?: string | null;
}): string {
  const values = line.optionValues ?? line.options;
  return (values ? variantLabel(values) : '') || (line.selectedColor ?? '');
}

const skuPart = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A SKU made from the product's handle and the variant's values (JOURNAL-SAGE-DOTTED). */
export function defaultSku(handle: string, values: OptionValues = {}): string {
  return [handle, ...Object.values(values)]
    .map(skuPart)
    .filter(Boolean)
    .join('-')
    .slice(0, SKU_MAX);
}
