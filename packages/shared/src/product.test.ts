import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './product';
import { sortProducts } from './product-sort';

describe('productListQuerySchema', () => {
  it('accepts known categories in any case and treats all/empty as no filter', () => {
    expect(productListQuerySchema.parse({ category: 'Trackers' }).category).toBe('trackers');
    expect(productListQuerySchema.parse({ category: 'all' }).category).toBeUndefined();
    expect(productListQuerySchema.parse({ category: '' }).category).toBeUndefined();
  });

  it('rejects unknown categories and over-long searches', () => {
    expect(productListQuerySchema.safeParse({ category: 'shoes' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('splits ids', () => {
    expect(productListQuerySchema.parse({ ids: 'a, b,,c' }).ids).toEqual(['a', 'b', 'c']);
  });
});

describe('sortProducts', () => {
  const list = [
    { title: 'Beta', price: 20, salePrice: 9 },
    { title: 'alpha', price: 15, salePrice: null },
    { title: 'Gamma', price: 30, salePrice: null },
  ];
  it('sorts by the price a shopper pays', () => {
    expect(sortProducts(list, 'price-asc').map((p) => p.title)).toEqual(['Beta', 'alpha', 'Gamma']);
    expect(sortProducts(list, 'price-desc').map((p) => p.title)).toEqual([
      'Gamma',
      'alpha',
      'Beta',
    ]);
  });
  it('sorts by name, case-insensitively, both ways, and keeps the default order', () => {
    expect(sortProducts(list, 'name-asc').map((p) => p.title)).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(sortProducts(list, 'name-desc').map((p) => p.title)).toEqual(['Gamma', 'Beta', 'alpha']);
    expect(sortProducts(list, 'default')).toEqual(list);
  });
});
