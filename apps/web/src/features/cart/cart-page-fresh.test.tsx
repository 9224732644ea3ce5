import { effectivePrice, formatMoney, type Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { toCartItem, useCartStore } from '../../stores/cart-store';
import { buildUser } from '../../test/build-user';
import { renderWithRouter } from '../../test/render-with-router';
import CartPage from './cart-page';

// Prices are rupees, the shop currency (record 036): shown as they are, in whole rupees.
const inr = (rupees: number) => formatMoney(rupees, 'INR');

function serveProducts(products: Product[]) {
  return stubApi({
    '/api/products/get-products': (url) => {
      const ids = url.searchParams.get('ids')?.split(',') ?? [];
      return { body: { success: true, products: products.filter((p) => ids.includes(p._id)) } };
    },
    '/api/users/fetch': () => ({ body: { success: true, user: buildUser() } }),
  });
}

/** Puts lines into the cart as an earlier visit saved them. */
const saveLines = (...lines: [Product, number][]) =>
  useCartStore.setState({ items: lines.map(([p, q]) => toCartItem(p, q)) });

beforeEach(() => {
  useCartStore.getState().clear();
  document.cookie = 'signed_in=1; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('CartPage fresh prices and stock', () => {
  it('re-reads all lines in one call and updates changed prices with one notice', async () => {
    const a = buildProduct({ title: 'Moon Planner', price: 20 });
    const b = buildProduct({ title: 'Habit Tracker', price: 10 });
    const { callsTo } = serveProducts([{ ...a, price: 26, title: 'Moon Planner 2026' }, b]);
    saveLines([a, 1], [b, 2]);
    renderWithRouter(<CartPage />);

    expect(await screen.findByText('Prices in your cart were updated.')).toBeInTheDocument();
    expect(callsTo('/api/products/get-products')).toHaveLength(1);
    expect(
      callsTo('/api/products/get-products')[0]!.searchParams.get('ids')!.split(',').sort(),
    ).toEqual([a._id, b._id].sort());
    expect(useCartStore.getState().items[0]).toMatchObject({
      price: 26,
      title: 'Moon Planner 2026',
      quantity: 1,
    });
    expect(await screen.findByRole('link', { name: 'Moon Planner 2026' })).toBeInTheDocument();
    expect(screen.getAllByText('Prices in your cart were updated.')).toHaveLength(1);
  });

  it('stays quiet when nothing changed', async () => {
    const a = buildProduct();
    serveProducts([a]);
    saveLines([a, 1]);
    renderWithRouter(<CartPage />);
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    expect(screen.queryByText('Prices in your cart were updated.')).not.toBeInTheDocument();
  });

  it('flags gone, sold-out and short lines and blocks checkout with a reason', async () => {
    const gone = buildProduct({ title: 'Old Poster' });
    const soldOut = buildProduct({ title: 'Sold Journal', countInStock: 0 });
    const short = buildProduct({ title: 'Rare Tracker', countInStock: 2 });
    serveProducts([soldOut, short]);
    saveLines([gone, 1], [soldOut, 1], [short, 3]);
    const { user } = renderWithRouter(<CartPage />);

    const line = (name: string) => screen.getByRole('article', { name });
    expect(await within(line('Old Poster')).findByText('No longer available')).toBeInTheDocument();
    expect(within(line('Sold Journal')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(line('Rare Tracker')).getByText('Only 2 left in stock')).toBeInTheDocument();
    // A gone product's saved price is neither shown nor counted.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const sold = useCartStore
      .getState()
      .items.filter((i) => i._id !== gone._id)
      .reduce((sum, i) => sum + effectivePrice(i) * i.quantity, 0);
    await waitFor(() =>
      expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent(inr(sold)),
    );
    expect(within(line('Old Poster')).queryByText(inr(gone.price))).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/unavailable or short of stock/);

    useCartStore.getState().removeItem(gone._id);
    useCartStore.getState().removeItem(soldOut._id);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Rare Tracker' }));
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('offers a retry when the check fails, without blocking checkout', async () => {
    const a = buildProduct({ title: 'Moon Planner' });
    stubApi({
      '/api/products/get-products': () => ({
        status: 500,
        body: { success: false, message: 'Down' },
      }),
      '/api/users/fetch': () => ({ body: { success: true, user: buildUser() } }),
    });
    saveLines([a, 1]);
    renderWithRouter(<CartPage />);
    expect(
      await screen.findByText('We could not check the latest prices and stock.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument(),
    );
  });
});
