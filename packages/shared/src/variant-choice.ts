/**
 * Choosing a variant on the product page (record 038): the variant of a choice, and what choosing
 * a value would give. Apart from variants.ts, whose rules every page's cards and cart carry.
 */
import type { OptionValues } from './variants';

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
