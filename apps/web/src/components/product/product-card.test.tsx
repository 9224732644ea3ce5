import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { renderWithRouter } from '../../test/render-with-router';
import { ProductCard } from './product-card';
import { buildProduct } from './testing/build-product';
import { buildVariantJournal } from './testing/build-variants';
import { stubApi } from './testing/stub-api';

beforeEach(() => {
  stubApi({});
  useCartStore.getState().clear();
  useWishlistStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductCard', () => {
  it('links the title, shows the sale price beside the struck original, and loads its image lazily', async () => {
    const product = buildProduct({ title: 'Moon Planner', price: 2490, salePrice: 1992 });
    renderWithRouter(<ProductCard product={product} />);

    expect(screen.getByRole('link', { name: 'Moon Planner' })).toHaveAttribute(
      'href',
      `/products/${product._id}`,
    );
    expect(await screen.findByText('₹1,992')).toBeInTheDocument();
    expect(screen.getByText('₹2,490').tagName).toBe('S');
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('adds one to the cart with the first colour', async () => {
    const product = buildProduct({ title: 'Moon Planner' });
    const { user } = renderWithRouter(<ProductCard product={product} priority />);

    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await user.click(screen.getByRole('button', { name: 'Add to Cart, Moon Planner' }));
    expect(useCartStore.getState().items).toMatchObject([
      { _id: product._id, quantity: 1, selectedColor: 'Sage' },
    ]);
    expect(await screen.findByText('Moon Planner added to your cart')).toBeInTheDocument();
  });

  it('marks an out-of-stock product and disables its button', () => {
    renderWithRouter(
      <ProductCard product={buildProduct({ title: 'Moon Planner', countInStock: 0 })} />,
    );

    expect(screen.getByText('Out of stock', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock, Moon Planner' })).toBeDisabled();
  });

  it('toggles the wishlist heart', async () => {
    const product = buildProduct({ title: 'Moon Planner' });
    const { user } = renderWithRouter(<ProductCard product={product} />);

    const heart = screen.getByRole('button', { name: 'Save Moon Planner to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(useWishlistStore.getState().items).toHaveLength(1);
  });
});

describe('ProductCard of a product sold in variants', () => {
  it('says "From" the least price when its variants cost different amounts, and shows its colours as named dots', async () => {
    const journal = buildVariantJournal({ price: 599 });
    renderWithRouter(<ProductCard product={journal} />);
    expect(await screen.findByText('₹599')).toBeInTheDocument();
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('Colours: Charcoal, Terracotta, Sage')).toBeInTheDocument();
  });

  it('shows no "From" when every variant costs the same', async () => {
    const journal = buildVariantJournal();
    const alike = { ...journal, variants: journal.variants!.map((v) => ({ ...v, price: 599 })) };
    renderWithRouter(<ProductCard product={alike} />);
    expect(await screen.findByText('₹599')).toBeInTheDocument();
    expect(screen.queryByText('From')).not.toBeInTheDocument();
  });

  it('quick-adds the variant the product page opens on', async () => {
    const { user } = renderWithRouter(<ProductCard product={buildVariantJournal()} />);
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(useCartStore.getState().items).toMatchObject([
      { variantId: 'v-charcoal-dotted', optionLabel: 'Charcoal / Dotted' },
    ]);
  });
});
