import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../components/product/testing/build-product';
import { selectInWishlist, useWishlistStore } from './wishlist-store';

const wishlist = () => useWishlistStore.getState();
const storedIds = () =>
  (JSON.parse(localStorage.getItem('wishlist') ?? '[]') as { _id: string }[]).map((i) => i._id);

beforeEach(() => {
  wishlist().clear();
});

describe('wishlist store rules', () => {
  it('adds a product once and saves a plain array under "wishlist"', () => {
    const product = buildProduct();
    wishlist().add(product);
    wishlist().add(product);
    expect(wishlist().items).toEqual([product]);
    expect(storedIds()).toEqual([product._id]);
    expect(selectInWishlist(product._id)(wishlist())).toBe(true);
  });

  it('toggles, removes and clears', () => {
    const [a, b] = [buildProduct(), buildProduct()];
    wishlist().toggle(a);
    wishlist().toggle(b);
    wishlist().toggle(a);
    expect(storedIds()).toEqual([b._id]);
    wishlist().add(a);
    wishlist().remove(b._id);
    expect(wishlist().items.map((i) => i._id)).toEqual([a._id]);
    wishlist().clear();
    expect(storedIds()).toEqual([]);
  });

  it('replaces saved products with fresh copies, keeping the order', () => {
    const [a, b] = [buildProduct({ countInStock: 5 }), buildProduct()];
    wishlist().add(a);
    wishlist().add(b);
    wishlist().refreshFromProducts([{ ...a, countInStock: 0 }]);
    expect(wishlist().items.map((i) => [i._id, i.countInStock])).toEqual([
      [a._id, 0],
      [b._id, b.countInStock],
    ]);
  });

  it('follows a change made in another tab', () => {
    const product = buildProduct();
    localStorage.setItem('wishlist', JSON.stringify([product]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    expect(wishlist().items.map((i) => i._id)).toEqual([product._id]);
  });
});

describe('wishlist loading at start', () => {
  const freshStore = async () => {
    vi.resetModules();
    return (await import('./wishlist-store')).useWishlistStore.getState();
  };

  it('loads the saved products', async () => {
    const product = buildProduct();
    localStorage.setItem('wishlist', JSON.stringify([product]));
    const state = await freshStore();
    expect(state).toMatchObject({ loadFailed: false, items: [product] });
  });

  const good = buildProduct();
  it.each([
    ['invalid JSON', 'oops'],
    ['a non-array', '{"0":{}}'],
    ['a product without an id', JSON.stringify([{ ...good, _id: 7 }])],
    ['a product without stock', JSON.stringify([{ ...good, countInStock: undefined }])],
    ['null entries', '[null]'],
  ])('with %s: reports a failed load, starts empty and does not crash', async (_name, raw) => {
    localStorage.setItem('wishlist', raw);
    const state = await freshStore();
    expect(state).toMatchObject({ loadFailed: true, items: [] });
    expect(localStorage.getItem('wishlist')).toBe('[]');
  });
});
