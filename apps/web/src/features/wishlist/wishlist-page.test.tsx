import { formatMoney, type Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { renderWithRouter } from '../../test/render-with-router';
import WishlistPage from './wishlist-page';

// Prices are rupees, the shop currency (record 036): shown as they are, in whole rupees.
const inr = (rupees: number) => formatMoney(rupees, 'INR');

function serveProducts(products: Product[]) {
  return stubApi({
    '/api/products/get-products': (url) => {
      const ids = url.searchParams.get('ids')?.split(',') ?? [];
      return { body: { success: true, products: products.filter((p) => ids.includes(p._id)) } };
    },
  });
}

const save = (...products: Product[]) =>
  products.forEach((p) => useWishlistStore.getState().add(p));

beforeEach(() => {
  useWishlistStore.getState().clear();
  useCartStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WishlistPage', () => {
  it('shows the empty state at once, without Clear Wishlist', () => {
    serveProducts([]);
    renderWithRouter(<WishlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(
      screen.getByText('Add items to your wishlist to save them for later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Clear Wishlist' })).not.toBeInTheDocument();
    expect(document.title).toBe('Wishlist | Mindful Marks');
  });

  it('counts the items and shows each card', async () => {
    const onSale = buildProduct({
      title: 'Moon Planner',
      price: 30,
      salePrice: 24,
      category: { name: 'Planners', slug: 'planners' },
    });
    const soldOut = buildProduct({ title: 'Sold Journal', countInStock: 0 });
    serveProducts([onSale, soldOut]);
    save(onSale, soldOut);
    renderWithRouter(<WishlistPage />);

    expect(screen.getByRole('status')).toHaveTextContent('2 items');
    const first = screen.getByRole('article', { name: 'Moon Planner' });
    const second = screen.getByRole('article', { name: 'Sold Journal' });
    expect(within(first).getByRole('link', { name: 'Moon Planner' })).toHaveAttribute(
      'href',
      `/products/${onSale._id}`,
    );
    expect(within(first).getByText('Planners')).toBeInTheDocument();
    expect(await within(first).findByText(inr(24))).toBeInTheDocument();
    expect(within(first).getByText(inr(30)).tagName).toBe('S');
    expect(within(second).getByText('Out of stock')).toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: 'Add to Cart, Sold Journal' }),
    ).toBeDisabled();
  });

  it('moves an item to the cart with a notice, and says "1 item" for the rest', async () => {
    const [a, b, c] = [
      buildProduct({ title: 'A Planner' }),
      buildProduct({ title: 'B Tracker' }),
      buildProduct(),
    ];
    serveProducts([a, b, c]);
    save(a, b, c);
    const { user } = renderWithRouter(<WishlistPage />);

    await user.click(screen.getByRole('button', { name: 'Add to Cart, A Planner' }));
    expect(useCartStore.getState().items).toMatchObject([
      { _id: a._id, quantity: 1, selectedColor: 'Sage' },
    ]);
    expect(useWishlistStore.getState().items.map((i) => i._id)).toEqual([b._id, c._id]);
    expect(await screen.findByText('A Planner added to your cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove, B Tracker' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 item');
  });

  it('flags a product that is no longer sold', async () => {
    const gone = buildProduct({ title: 'Old Poster' });
    serveProducts([]);
    save(gone);
    renderWithRouter(<WishlistPage />);
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart, Old Poster' })).toBeDisabled();
  });

  it('updates stock from the server', async () => {
    const product = buildProduct({ title: 'Moon Planner', countInStock: 4 });
    serveProducts([{ ...product, countInStock: 0 }]);
    save(product);
    renderWithRouter(<WishlistPage />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(useWishlistStore.getState().items[0]!.countInStock).toBe(0);
  });

  it('clears only after confirming in an alert dialog', async () => {
    const [a, b] = [buildProduct(), buildProduct()];
    serveProducts([a, b]);
    save(a, b);
    const { user } = renderWithRouter(<WishlistPage />);

    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Clear Wishlist' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to clear your wishlist?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(useWishlistStore.getState().items).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    dialog = screen.getByRole('alertdialog', { name: 'Clear Wishlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(useWishlistStore.getState().items).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toHaveFocus();
  });
});
