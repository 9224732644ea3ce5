/**
 * The seeded catalogue's options and variants (record 038): every product's colours become a
 * Colour option, and a few products sell more than colours, as a stationery brand does: journals
 * in covers and rulings, posters in three sizes at three prices, a planner in two sizes. One
 * variant is sold out, so "Notify me" has something to wait for.
 */
import { COLOUR_OPTION, combinations, defaultSku, type ProductOption } from '@shop/shared';
import type { SeedProduct } from './product-types';

type Extra = {
  options: ProductOption[];
  /** Rupees added to (or taken from) the product's price per value of an option. */
  surcharge?: Record<string, number>;
  /** Variants seeded with no stock ("Colour / Ruling" labels). */
  soldOut?: string[];
};

const EXTRA: Record<string, Extra> = {
  'gift-card': {
    options: [{ name: 'Amount', values: ['₹500', '₹1000', '₹2000'] }],
    surcharge: { '₹1000': 500, '₹2000': 1500 },
  },
  'dot-grid-bullet-journal-a5': {
    options: [
      { name: COLOUR_OPTION, values: ['Charcoal', 'Terracotta', 'Sage'] },
      { name: 'Ruling', values: ['Dotted', 'Ruled'] },
    ],
    surcharge: { Dotted: 50 },
    soldOut: ['Terracotta / Ruled'],
  },
  'gratitude-journal-linen-edition': {
    options: [
      { name: COLOUR_OPTION, values: ['Sage', 'Sand', 'Blush'] },
      { name: 'Ruling', values: ['Ruled', 'Plain'] },
    ],
  },
  'wheel-of-life-poster': {
    options: [
      { name: 'Size', values: ['A4', 'A3', 'A2'] },
      { name: COLOUR_OPTION, values: ['Oak', 'Black', 'White'] },
    ],
    surcharge: { A3: 300, A2: 800 },
  },
  'emotion-wheel-poster': {
    options: [{ name: 'Size', values: ['A4', 'A3', 'A2'] }],
    surcharge: { A3: 300, A2: 800 },
  },
  'undated-weekly-planner-linen': {
    options: [
      { name: 'Size', values: ['A5', 'B6'] },
      { name: COLOUR_OPTION, values: ['Sand', 'Slate', 'Blush'] },
    ],
    surcharge: { B6: -300 },
  },
};

export type SeedVariant = {
  sku: string;
  position: number;
  optionValues: Record<string, string>;
  priceCents: number;
  salePriceCents: number | null;
  countInStock: number;
  imageFiles: string[];
};

const PAISE_PER_RUPEE = 100;

/** A product's options and variants; `imageFiles` are its pictures (the variant's first differs). */
export function seedVariants(
  product: SeedProduct,
  imageFiles: string[],
): { options: ProductOption[]; variants: SeedVariant[] } {
  const extra = EXTRA[product.slug];
  const colours = product.specifications.colors;
  const options =
    extra?.options ?? (colours.length ? [{ name: COLOUR_OPTION, values: colours }] : []);
  const colourValues = options.find((o) => o.name === COLOUR_OPTION)?.values ?? [];
  const variants = combinations(options).map((optionValues, position) => {
    const label = options.map((o) => optionValues[o.name]).join(' / ');
    const extraPaise =
      Object.values(optionValues).reduce((sum, v) => sum + (extra?.surcharge?.[v] ?? 0), 0) *
      PAISE_PER_RUPEE;
    const sale = product.salePriceCents;
    // Each colour opens on its own picture (the product's pictures, turned to start there).
    const turn =
      Math.max(0, colourValues.indexOf(optionValues[COLOUR_OPTION] ?? '')) %
      Math.max(1, imageFiles.length);
    return {
      sku: defaultSku(product.slug, optionValues),
      position,
      optionValues,
      priceCents: product.priceCents + extraPaise,
      salePriceCents: sale === undefined ? null : sale + extraPaise,
      countInStock: extra?.soldOut?.includes(label) ? 0 : product.countInStock,
      imageFiles: turn === 0 ? [] : [...imageFiles.slice(turn), ...imageFiles.slice(0, turn)],
    };
  });
  return { options, variants };
}
