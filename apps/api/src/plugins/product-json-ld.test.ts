import type { Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const variant = (id: string, options: Record<string, string>, price: number, stock = 5) => ({
  _id: id,
  sku: `POSTER-${Object.values(options).join('-') || 'ONE'}`,
  options,
  price,
  salePrice: null,
  countInStock: stock,
  images: [],
});

const base = {
  _id: 'p1',
  slug: 'emotion-wheel-poster',
  title: 'Emotion Wheel Poster',
  description: 'A poster.',
  image: ['poster.webp'],
  category: { name: 'Posters', slug: 'posters' },
  price: 799,
  salePrice: null,
  countInStock: 5,
  rating: 0,
  reviews: 0,
} as unknown as Product;
const context = { shop: 'Mindful Marks', currency: 'INR' };

describe('product JSON-LD', () => {
  it('keeps a plain Product with one Offer for a product of one variant', () => {
    const ld = productJsonLd({ ...base, options: [], variants: [variant('v1', {}, 799)] }, context);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'POSTER-ONE',
      offers: { '@type': 'Offer', price: '799.00', priceCurrency: 'INR' },
    });
    expect(ld).not.toHaveProperty('hasVariant');
  });

  it('makes a ProductGroup varying by size, one Product and Offer per variant at its own price', () => {
    const ld = productJsonLd(
      {
        ...base,
        options: [{ name: 'Size', values: ['A4', 'A3'] }],
        variants: [variant('v4', { Size: 'A4' }, 799), variant('v3', { Size: 'A3' }, 1099, 0)],
      },
      context,
    );
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'emotion-wheel-poster',
      variesBy: ['https://schema.org/size'],
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Emotion Wheel Poster (A4)',
          size: 'A4',
          url: '/products/p1?variant=v4',
          offers: { price: '799.00', availability: 'https://schema.org/InStock' },
        },
        {
          name: 'Emotion Wheel Poster (A3)',
          sku: 'POSTER-A3',
          offers: { price: '1099.00', availability: 'https://schema.org/OutOfStock' },
        },
      ],
    });
  });
});
