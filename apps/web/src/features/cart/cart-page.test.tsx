import { formatMoney, type Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { renderWithRouter } from '../../test/render-with-router';
import CartPage from './cart-page';

// Prices are rupees, the shop currency (record 036): shown as they are, in whole rupees.
const inr = (rupees: number) => formatMoney(rupees, 'INR');

/** Answers the batched product read with those of `products` whose ids were asked for. */
function serveProducts(products: Product[]) {
  return stubApi({
    '/api/products/get-products': (url) => {
      const ids = url.searchParams.get('ids')?.split(',') ?? [];
      return { body: { success: true, products: products.filter((p) => ids.includes(p._id)) } };
    },
  });
}

const planner = buildProduct({
  title: 'Moon Planner',
  price: 30,
  salePrice: 24,
  taxPercent: 12,
  discountPercent: 5,
  category: { name: 'Planners', slug: 'planners' },
});
const tracker = buildProduct({
  title: 'Habit Tracker',
  price: 20,
  taxPercent: 18,
  shippingCost: 3.5,
});

beforeEach(() => {
  useCartStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('shows the empty state with a way to the products', () => {
    serveProducts([]);
    renderWithRouter(<CartPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Looks like you haven't added any items to your cart yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(document.title).toBe('Cart | Mindful Marks');
  });

  it('lists each line with image, title link, category and sale price beside the struck original', async () => {
    serveProducts([planner]);
    useCartStore.getState().addItem(planner, 2);
    renderWithRouter(<CartPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('Review your items and proceed to checkout')).toBeInTheDocument();
    const line = screen.getByRole('article', { name: 'Moon Planner' });
    expect(within(line).getByRole('link', { name: 'Moon Planner' })).toHaveAttribute(
      'href',
      `/products/${planner._id}`,
    );
    expect(line.querySelector('img')).toHaveAttribute(
      'src',
      `/image/products/w400/${planner.image[0]}`,
    );
    expect(within(line).getByText('Planners')).toBeInTheDocument();
    expect(await within(line).findByText(inr(24))).toBeInTheDocument();
    expect(within(line).getByText(inr(30)).tagName).toBe('S');
    expect(
      within(line).getByRole('spinbutton', { name: 'Quantity of Moon Planner' }),
    ).toHaveAttribute('readonly');
  });

  it('moves the quantity by one within 1..10 and disables the buttons at the bounds', async () => {
    serveProducts([tracker]);
    useCartStore.getState().addItem(tracker, 9);
    const { user } = renderWithRouter(<CartPage />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Habit Tracker' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Habit Tracker' });
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Habit Tracker' });

    await user.click(plus);
    expect(input).toHaveValue(10);
    expect(plus).toBeDisabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('10 items in your cart');
    useCartStore.getState().updateQuantity(tracker._id, 2);
    await user.click(minus);
    expect(input).toHaveValue(1);
    expect(minus).toBeDisabled();
    expect(useCartStore.getState().items[0]!.quantity).toBe(1);
  });

  it('shows each line total: the unit price times the quantity', async () => {
    serveProducts([planner, tracker]);
    useCartStore.getState().addItem(planner, 3);
    useCartStore.getState().addItem(tracker, 1);
    renderWithRouter(<CartPage />);
    const plannerLine = screen.getByRole('article', { name: 'Moon Planner' });
    await waitFor(() =>
      expect(within(plannerLine).getByText('Line total:')).toHaveTextContent(
        `Line total: ${inr(72)}`,
      ),
    );
    const trackerLine = screen.getByRole('article', { name: 'Habit Tracker' });
    expect(within(trackerLine).getByText('Line total:')).toHaveTextContent(
      `Line total: ${inr(20)}`,
    );
  });

  it('stops "+" at the stock the shop has and says why', async () => {
    const lastTwo = buildProduct({ title: 'Last Two Journal', countInStock: 2 });
    serveProducts([lastTwo]);
    useCartStore.getState().addItem(lastTwo, 1);
    const { user } = renderWithRouter(<CartPage />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Last Two Journal' });
    const line = screen.getByRole('article', { name: 'Last Two Journal' });
    expect(within(line).queryByText('Only 2 left in stock')).not.toBeInTheDocument();

    await user.click(plus);
    expect(plus).toBeDisabled();
    expect(within(line).getByText('Only 2 left in stock')).toBeInTheDocument();
    await user.click(plus);
    expect(useCartStore.getState().items[0]!.quantity).toBe(2);
  });

  it('takes the stock from the fresh read: a line saved with more stock cannot go above it', async () => {
    const journal = buildProduct({ title: 'Dot Journal', countInStock: 10 });
    useCartStore.getState().addItem(journal, 1);
    serveProducts([{ ...journal, countInStock: 1 }]);
    renderWithRouter(<CartPage />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Dot Journal' });
    await waitFor(() => expect(plus).toBeDisabled());
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 1, countInStock: 1 });
  });

  it('removes a line after the slide-out and then shows the empty state', async () => {
    serveProducts([tracker]);
    useCartStore.getState().addItem(tracker);
    const { user } = renderWithRouter(<CartPage />);
    await user.click(screen.getByRole('button', { name: 'Remove, Habit Tracker' }));
    expect(screen.getByRole('article', { name: 'Habit Tracker' })).toHaveClass('opacity-0');
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('removes at once when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    serveProducts([tracker, planner]);
    useCartStore.getState().addItem(tracker);
    useCartStore.getState().addItem(planner);
    const { user } = renderWithRouter(<CartPage />);
    await user.click(screen.getByRole('button', { name: 'Remove, Habit Tracker' }));
    expect(screen.queryByRole('article', { name: 'Habit Tracker' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });
});
