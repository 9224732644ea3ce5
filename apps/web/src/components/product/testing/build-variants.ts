/**
 * Test data: a product sold in variants (record 038), as the API sends it. The journal comes in
 * Charcoal, Terracotta and Sage covers, Dotted (₹50 more) or Ruled; Terracotta / Ruled is sold out
 * and Sage / Ruled is not made. Sage has its own picture.
 */
import { COLOUR_OPTION, type Product, type Variant } from '@shop/shared';
import { buildProduct } from './build-product';

export function buildVariant(overrides: Partial<Variant> & Pick<Variant, '_id'>): Variant {
  return {
    sku: overrides._id.toUpperCase(),
    options: {},
    price: 499,
    salePrice: null,
    countInStock: 10,
    images: [],
    ...overrides,
  };
}

const journalVariant = (colour: string, ruling: string, countInStock = 8): Variant =>
  buildVariant({
    _id: `v-${colour}-${ruling}`.toLowerCase(),
    sku: `JOURNAL-${colour}-${ruling}`.toUpperCase(),
    options: { [COLOUR_OPTION]: colour, Ruling: ruling },
    price: ruling === 'Dotted' ? 649 : 599,
    countInStock,
    images: colour === 'Sage' ? ['journal-sage.webp'] : [],
  });

export function buildVariantJournal(overrides: Partial<Product> = {}): Product {
  const variants = [
    journalVariant('Charcoal', 'Dotted'),
    journalVariant('Charcoal', 'Ruled'),
    journalVariant('Terracotta', 'Dotted', 3),
    journalVariant('Terracotta', 'Ruled', 0),
    journalVariant('Sage', 'Dotted'),
  ];
  return buildProduct({
    _id: 'journal',
    title: 'Dot Grid Journal',
    image: ['journal-1.webp', 'journal-2.webp', 'journal-sage.webp'],
    images: ['journal-1.webp', 'journal-2.webp', 'journal-sage.webp'].map((file) => ({
      file,
      alt: 'Journal',
      width: 800,
      height: 800,
    })),
    price: 599,
    countInStock: 27,
    specifications: { colors: ['Charcoal', 'Terracotta', 'Sage'] },
    options: [
      { name: COLOUR_OPTION, values: ['Charcoal', 'Terracotta', 'Sage'] },
      { name: 'Ruling', values: ['Dotted', 'Ruled'] },
    ],
    variants,
    ...overrides,
  });
}
