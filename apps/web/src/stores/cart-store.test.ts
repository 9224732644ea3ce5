import { CART_LINE_MAX } from '@shop/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../components/product/testing/build-product';
import { buildVariantJournal } from '../components/product/testing/build-variants';
import { cartLineKey, selectCartCount, toCartItem, useCartStore } from './cart-store';

const cart = () => useCartStore.getState();
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

beforeEach(() => {
  cart().clear();
  useCartStore.setState({ loadFailed: false });
});

describe('cart store rules', () => {
  it('appends a new product with quantity 1 by default and saves a plain array under "cart"', () => {
    const product = buildProduct({ title: 'Habit Tracker' });
    cart().addItem(product);
    expect(cart().items).toEqual([toCartItem(product, 1)]);
    expect(stored()).toEqual([expect.objectContaining({ _id: product._id, quantity: 1 })]);
  });

  it('raises the quantity of a product already in the cart, up to the line maximum', () => {
    const product = buildProduct();
    cart().addItem(product, 2, { color: 'Sage' });
    cart().addItem(product, 3);
    expect(cart().items).toMatchObject([{ _id: product._id, quantity: 5, selectedColor: 'Sage' }]);
    cart().addItem(product, 9);
    expect(cart().items[0]!.quantity).toBe(CART_LINE_MAX);
    expect(cart().items).toHaveLength(1);
  });

  it('ignores adding nothing', () => {
    cart().addItem(buildProduct(), 0);
    expect(cart().items).toEqual([]);
  });

  it('removes a line whose quantity becomes 0 or less and keeps others within 1..10', () => {
    const a = buildProduct();
    const b = buildProduct();
    cart().addItem(a);
    cart().addItem(b);
    cart().updateQuantity(a._id, 14);
    expect(cart().items[0]!.quantity).toBe(CART_LINE_MAX);
    cart().updateQuantity(a._id, 0);
    cart().updateQuantity(b._id, -2);
    expect(cart().items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('removes one line and clears all', () => {
    const [a, b] = [buildProduct(), buildProduct()];
    cart().addItem(a);
    cart().addItem(b);
    cart().removeItem(a._id);
    expect(cart().items.map((i) => i._id)).toEqual([b._id]);
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('counts the badge as the sum of quantities', () => {
    cart().addItem(buildProduct(), 2);
    cart().addItem(buildProduct(), 1);
    expect(selectCartCount(cart())).toBe(3);
  });

  it('copies fresh prices and reports a price change, but not a title-only change', () => {
    const product = buildProduct({ price: 20, taxPercent: 12 });
    cart().addItem(product, 2);
    expect(cart().refreshFromProducts([{ ...product, title: 'Renamed' }])).toBe(false);
    expect(cart().items[0]).toMatchObject({ title: 'Renamed', price: 20, quantity: 2 });
    expect(cart().refreshFromProducts([{ ...product, salePrice: 15 }])).toBe(true);
    expect(stored()).toEqual([expect.objectContaining({ salePrice: 15, quantity: 2 })]);
    expect(cart().refreshFromProducts([])).toBe(false);
  });

  it('follows a change made in another tab', () => {
    const product = buildProduct();
    localStorage.setItem('cart', JSON.stringify([toCartItem(product, 4)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(selectCartCount(cart())).toBe(4);
  });
});

describe('cart loading at start', () => {
  const freshStore = async () => {
    vi.resetModules();
    return (await import('./cart-store')).useCartStore.getState();
  };

  it('loads the saved lines', async () => {
    const product = buildProduct();
    localStorage.setItem('cart', JSON.stringify([toCartItem(product, 3, { color: 'Sand' })]));
    const state = await freshStore();
    expect(state.loadFailed).toBe(false);
    expect(state.items).toMatchObject([{ _id: product._id, quantity: 3, selectedColor: 'Sand' }]);
  });

  it('caps a saved quantity above the line maximum', async () => {
    localStorage.setItem('cart', JSON.stringify([toCartItem(buildProduct(), 40)]));
    expect((await freshStore()).items[0]!.quantity).toBe(CART_LINE_MAX);
  });

  const good = toCartItem(buildProduct(), 1);
  it.each([
    ['invalid JSON', '[{"_id":'],
    ['a non-array', JSON.stringify({ items: [good] })],
    ['a line without a price', JSON.stringify([good, { ...good, _id: 'x', price: 'free' }])],
    ['a line with quantity 0', JSON.stringify([{ ...good, quantity: 0 }])],
    ['a line with a fractional quantity', JSON.stringify([{ ...good, quantity: 1.5 }])],
    ['a line without a category', JSON.stringify([{ ...good, category: null }])],
    ['a bare string list', JSON.stringify(['a', 'b'])],
  ])('with %s: reports a failed load, starts empty and does not crash', async (_name, raw) => {
    localStorage.setItem('cart', raw);
    const state = await freshStore();
    expect(state.loadFailed).toBe(true);
    expect(state.items).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('[]');
  });
});

describe('cart stock cap (issue 13, measured 10)', () => {
  it('never puts more in a line than the stock the shop has, and says which limit stopped it', () => {
    const product = buildProduct({ countInStock: 2 });
    expect(cart().addItem(product, 1)).toEqual({ added: 1, limit: 2, limitedBy: null });
    expect(cart().addItem(product, 1)).toEqual({ added: 1, limit: 2, limitedBy: null });
    expect(cart().addItem(product, 1)).toEqual({ added: 0, limit: 2, limitedBy: 'stock' });
    expect(cart().items[0]!.quantity).toBe(2);
    cart().updateQuantity(product._id, 7);
    expect(cart().items[0]!.quantity).toBe(2);
  });

  it('adds what fits of a larger request; the line maximum reads as its own limit', () => {
    const scarce = buildProduct({ countInStock: 3 });
    expect(cart().addItem(scarce, 5)).toEqual({ added: 3, limit: 3, limitedBy: 'stock' });
    const plenty = buildProduct({ countInStock: 50 });
    cart().addItem(plenty, 8);
    expect(cart().addItem(plenty, 5)).toEqual({
      added: CART_LINE_MAX - 8,
      limit: CART_LINE_MAX,
      limitedBy: 'line-max',
    });
  });

  it('lets a line above a fallen stock come down but not go up; a fresh read updates the stock', () => {
    const product = buildProduct({ countInStock: 10 });
    cart().addItem(product, 6);
    cart().refreshFromProducts([{ ...product, countInStock: 3 }]);
    expect(cart().items[0]).toMatchObject({ quantity: 6, countInStock: 3 });
    cart().updateQuantity(product._id, 7);
    expect(cart().items[0]!.quantity).toBe(6);
    cart().updateQuantity(product._id, 5);
    expect(cart().items[0]!.quantity).toBe(5);
    expect(cart().addItem({ ...product, countInStock: 3 }).added).toBe(0);
  });

  it('reads back lines saved before the stock was kept (no countInStock) and caps them at the line maximum', async () => {
    const { countInStock: _dropped, ...oldLine } = toCartItem(buildProduct(), 4);
    localStorage.setItem('cart', JSON.stringify([oldLine]));
    vi.resetModules();
    const { useCartStore: fresh } = await import('./cart-store');
    expect(fresh.getState().loadFailed).toBe(false);
    fresh.getState().updateQuantity(oldLine._id, 15);
    expect(fresh.getState().items[0]!.quantity).toBe(CART_LINE_MAX);
  });
});

describe('cart lines of a product sold in variants', () => {
  const journal = buildVariantJournal();

  it('keys a line by product and variant: each variant its own line, with its price, stock, SKU and label', () => {
    cart().addItem(journal, 2, { variantId: 'v-charcoal-dotted' });
    cart().addItem(journal, 1, { variantId: 'v-charcoal-ruled' });
    cart().addItem(journal, 1, { variantId: 'v-charcoal-dotted' });
    expect(cart().items).toMatchObject([
      {
        variantId: 'v-charcoal-dotted',
        sku: 'JOURNAL-CHARCOAL-DOTTED',
        options: { Colour: 'Charcoal', Ruling: 'Dotted' },
        optionLabel: 'Charcoal / Dotted',
        selectedColor: 'Charcoal',
        price: 649,
        quantity: 3,
      },
      { variantId: 'v-charcoal-ruled', optionLabel: 'Charcoal / Ruled', price: 599, quantity: 1 },
    ]);
    expect(cart().items.map(cartLineKey)).toEqual([
      'journal:v-charcoal-dotted',
      'journal:v-charcoal-ruled',
    ]);

    cart().updateQuantity('journal:v-charcoal-ruled', 2);
    cart().removeItem('journal:v-charcoal-dotted');
    expect(cart().items).toMatchObject([{ variantId: 'v-charcoal-ruled', quantity: 2 }]);
  });

  it("caps a line at its variant's stock, not the product's", () => {
    expect(cart().addItem(journal, 5, { variantId: 'v-terracotta-dotted' })).toMatchObject({
      added: 3,
      limitedBy: 'stock',
    });
  });

  it('buys the first variant in stock of a colour, or the first in stock, when only a colour is known', () => {
    cart().addItem(journal, 1, { color: 'Terracotta' });
    cart().addItem(journal, 1);
    expect(cart().items.map((i) => i.variantId)).toEqual([
      'v-terracotta-dotted',
      'v-charcoal-dotted',
    ]);
  });

  it("refreshes a line from its variant's current copy", () => {
    cart().addItem(journal, 1, { variantId: 'v-sage-dotted' });
    const dearer = {
      ...journal,
      variants: journal.variants!.map((v) =>
        v._id === 'v-sage-dotted' ? { ...v, price: 699 } : v,
      ),
    };
    expect(cart().refreshFromProducts([dearer])).toBe(true);
    expect(cart().items).toMatchObject([{ variantId: 'v-sage-dotted', price: 699 }]);
  });
});

describe('gift card lines (issue 28)', () => {
  const card = buildVariantJournal({ _id: 'gift', slug: 'gift-card' });
  const meera = { recipientName: 'Meera', recipientEmail: 'meera@example.com' };
  const arjun = { recipientName: 'Arjun', recipientEmail: 'arjun@example.com' };
  const variantId = 'v-charcoal-dotted';

  it('keeps one line per recipient: the same card again adds to its line, another person gets a line', () => {
    cart().addItem(card, 1, { variantId, giftCard: meera });
    cart().addItem(card, 1, { variantId, giftCard: arjun });
    cart().addItem(card, 1, { variantId, giftCard: meera });
    expect(cart().items).toMatchObject([
      { variantId, quantity: 2, giftCard: meera },
      { variantId, quantity: 1, giftCard: arjun },
    ]);
    const [forMeera, forArjun] = cart().items.map(cartLineKey);
    expect(forMeera).not.toBe(forArjun);
    expect(forMeera).toMatch(/^gift:v-charcoal-dotted:gift-[0-9a-z]+$/);
    cart().removeItem(forArjun!);
    expect(cart().items).toMatchObject([{ giftCard: meera }]);
  });

  it('keeps the recipient through a fresh read of the product and a reload', async () => {
    cart().addItem(card, 1, { variantId, giftCard: meera });
    const dearer = {
      ...card,
      variants: card.variants!.map((v) => (v._id === variantId ? { ...v, price: 700 } : v)),
    };
    expect(cart().refreshFromProducts([dearer])).toBe(true);
    expect(cart().items).toMatchObject([{ price: 700, giftCard: meera }]);
    vi.resetModules();
    const reloaded = (await import('./cart-store')).useCartStore.getState();
    expect(reloaded.items).toMatchObject([{ giftCard: meera }]);
  });
});
