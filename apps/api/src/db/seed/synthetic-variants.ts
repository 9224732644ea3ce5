/** Random choices and the options and variants of synthetic products (synthetic-products.ts). */
import {
  COLOUR_OPTION,
  combinations,
  defaultSku,
  type CategorySlug,
  type ProductOption,
} from '@shop/shared';
import * as words from './synthetic-words';

/**
 * The second option per category, beside a Colour, as the seeded catalogue sells them (record
 * 038); trackers and accessories come in colours alone. Two to six variants, four on average.
 */
const SECOND_OPTION: Partial<Record<CategorySlug, ProductOption>> = {
  journals: { name: 'Ruling', values: ['Dotted', 'Ruled', 'Plain', 'Grid'] },
  planners: { name: 'Size', values: ['A5', 'B6', 'A4'] },
  posters: { name: 'Size', values: ['A4', 'A3', 'A2'] },
};
/** Rupees a poster costs more in a bigger size. */
const SIZE_SURCHARGE: Record<string, number> = { A3: 300, A2: 800 };

export const pick = <T>(list: readonly T[]): T =>
  list[Math.floor(Math.random() * list.length)] as T;
export const between = (min: number, max: number) =>
  min + Math.floor(Math.random() * (max - min + 1));

export function pickSome<T>(list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
  return [...chosen];
}

type SyntheticVariant = {
  sku: string;
  position: number;
  optionValues: Record<string, string>;
  priceCents: number;
  salePriceCents: number | null;
  countInStock: number;
};

/** A product's options and its variants: every combination, bigger posters dearer. */
export function syntheticVariants(
  category: CategorySlug,
  slug: string,
  priceCents: number,
  salePriceCents: number | null,
) {
  const second = SECOND_OPTION[category];
  const colours = pickSome(words.COLORS, second ? between(1, 3) : between(2, 6));
  const options: ProductOption[] = [{ name: COLOUR_OPTION, values: colours }];
  if (second) {
    // In the option's own order (A4, A3, A2), as an owner lists them.
    const some = pickSome(second.values, between(1, 3));
    options.push({ name: second.name, values: second.values.filter((v) => some.includes(v)) });
  }
  const variants = combinations(options).map((optionValues, position): SyntheticVariant => {
    const extra = (SIZE_SURCHARGE[optionValues.Size ?? ''] ?? 0) * 100;
    return {
      sku: defaultSku(slug, optionValues),
      position,
      optionValues,
      priceCents: priceCents + extra,
      salePriceCents: salePriceCents === null ? null : salePriceCents + extra,
      countInStock: Math.random() < 0.1 ? 0 : between(2, 40),
    };
  });
  return { options, variants };
}
