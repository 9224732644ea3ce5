/**
 * How the back office and the catalogue import make variants (record 038): every combination of
 * the options, whether a variant's values fit them, and a SKU from the handle. Apart from the
 * storefront's variant rules (variants.ts), so the shop's pages do not carry them.
 */
import { SKU_MAX } from './variant-limits';
import type { OptionValues, ProductOption } from './variants';

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
