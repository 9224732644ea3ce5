/** Test data: a complete Product as the API sends it, with any fields overridden. */
import type { Product } from '@shop/shared';

let sequence = 0;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides._id ?? `product-${sequence}`;
  return {
    _id: id,
    slug: id,
    title: `Test Product ${sequence}`,
    description: 'A calm test product.',
    image: [`${id}-1.webp`, `${id}-2.webp`],
    images: [
      { file: `${id}-1.webp`, alt: 'Front', width: 800, height: 800 },
      { file: `${id}-2.webp`, alt: 'Inside', width: 800, height: 800 },
    ],
    category: { name: 'Trackers', slug: 'trackers' },
    price: 499,
    salePrice: null,
    sale: false,
    countInStock: 10,
    stock: 10,
    rating: 4.5,
    reviews: 3,
    features: ['Lay-flat binding'],
    specifications: { colors: ['Sage', 'Sand'], Size: 'A5', Includes: ['Ribbon', 'Pocket'] },
    featured: false,
    taxPercent: 18,
    discountPercent: 0,
    shippingCost: 0,
    priceList: {},
    ...overrides,
  };
}
