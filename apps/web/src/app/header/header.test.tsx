import type { Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toCartItem, useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderWithRouter } from '../../test/render-with-router';
import { Header } from './header';

const product = (id: string): Product =>
  ({
    _id: id,
    title: `Product ${id}`,
    image: [],
    category: { name: 'Trackers', slug: 'trackers' },
    price: 10,
    salePrice: null,
    taxPercent: 0,
    discountPercent: 0,
    shippingCost: 0,
  }) as unknown as Product;

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
});

describe('Header search', () => {
  it('opens on the toggle, focuses the input, and goes to /search?q=… on Enter', async () => {
    const { user, router } = renderWithRouter(<Header />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(input).toHaveFocus());

    await user.type(input, 'gratitude & calm{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=gratitude%20%26%20calm');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('gratitude & calm');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers products and categories as the shopper types; arrows and Enter open one', async () => {
    const { callsTo } = stubApi({
      '/api/products/suggest': () => ({
        body: {
          success: true,
          products: [
            {
              _id: 'p1',
              slug: 'a',
              title: 'Gratitude Journal',
              price: 499,
              salePrice: null,
              image: 'a.webp',
              category: { name: 'Journals', slug: 'journals' },
            },
            {
              _id: 'p2',
              slug: 'b',
              title: 'Dream Journal',
              price: 699,
              salePrice: 599,
              image: null,
              category: { name: 'Journals', slug: 'journals' },
            },
          ],
          categories: [{ name: 'Journals', slug: 'journals' }],
        },
      }),
    });
    const { user, router } = renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(input, 'jurnal');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Gratitude Journal'),
      expect.stringContaining('Dream Journal'),
      'Category: Journals',
      'See all results for “jurnal”',
    ]);
    // Prices are in rupees, the shop currency, shown as they are in INR: whole, no '.00'.
    await waitFor(() => expect(options[0]).toHaveTextContent(/₹499$/));
    expect(options[1]).toHaveTextContent(/Sale price₹599, MRP₹699$/);
    expect(callsTo('/api/products/suggest').at(-1)?.searchParams.get('q')).toBe('jurnal');
    expect(screen.getByRole('status')).toHaveTextContent('2 products and 2 more suggestions');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/products/p2');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('closes the list on Escape, then the search row', async () => {
    stubApi({
      '/api/products/suggest': () => ({
        body: { success: true, products: [], categories: [{ name: 'Posters', slug: 'posters' }] },
      }),
    });
    const { user } = renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(input, 'post');
    await screen.findByRole('option', { name: /Posters/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('post');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('closes again on a second click of the toggle and does not navigate on an empty query', async () => {
    const { user, router } = renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('Header badges', () => {
  it('shows the sum of cart quantities and the wishlist size', () => {
    useCartStore.setState({ items: [toCartItem(product('a'), 2), toCartItem(product('b'), 3)] });
    useWishlistStore.setState({ items: [product('c')] });
    renderWithRouter(<Header />);

    const cart = screen.getByRole('link', { name: 'Cart, 5 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
  });

  it('shows no badge for an empty cart', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});

describe('Header navigation', () => {
  it('marks Products active on product paths and lists every category in its dropdown', async () => {
    const { user } = renderWithRouter(<Header />, { path: '/products/abc' });
    const trigger = screen.getByRole('button', { name: 'Products' });
    expect(trigger.className).toContain('after:scale-x-100');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    for (const name of ['Trackers', 'Planners', 'Posters', 'Journals', 'Accessories'])
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute(
        'href',
        `/products?category=${name.toLowerCase()}`,
      );
    expect(within(menu).getByRole('menuitem', { name: 'All products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('closes the mobile menu when a link is followed', async () => {
    const { user, router } = renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Journals' })).toHaveAttribute(
      'href',
      '/products?category=journals',
    );
    expect(within(dialog).getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute(
      'href',
      '/login',
    );

    await user.click(within(dialog).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
