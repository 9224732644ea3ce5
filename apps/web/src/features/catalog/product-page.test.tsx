import type { ApiReplyBody, Product } from '@shop/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { renderCatalogRoute } from './testing/render-catalog-route';

const sibling = buildProduct({ _id: 'sib', title: 'Sibling Tracker', countInStock: 4 });
const soldOutSibling = buildProduct({ _id: 'gone', title: 'Sold Out Tracker', countInStock: 0 });
const SHIPPING_RATES: ApiReplyBody<'GET /api/shipping/rates'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          code: 'standard',
          name: 'Standard',
          description: '',
          priceCents: 299,
          freeOverCents: 5000,
          minDays: 5,
          maxDays: 7,
          businessDays: true,
        },
      ],
    },
  ],
};

/** The first page of a category, as /api/products/search answers it. */
const pageOf = (products: Product[]): ApiReply<'/api/products/search'> => ({
  body: {
    success: true,
    products,
    total: products.length,
    page: 1,
    pageSize: 24,
    facets: { categories: [], priceBands: [] },
    capped: false,
    correctedQuery: null,
    suggestion: null,
  },
});

function serveProduct(product: Product) {
  return stubApi({
    '/api/products/get-products/:id': () => ({
      body: { success: true, products: product },
    }),
    '/api/products/search': () => pageOf([product, sibling, soldOutSibling]),
    '/api/shipping/rates': () => ({ body: SHIPPING_RATES }),
  });
}

const NO_REVIEWS = {
  review: [],
  count: 0,
  average: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

beforeEach(() => {
  useCartStore.getState().clear();
  useWishlistStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it("shows 'Product Not Found' with a link back to the products on a 404", async () => {
    stubApi({
      '/api/products/get-products/:id': () => ({
        status: 404,
        body: { success: false, message: 'Product not found' },
      }),
    });
    renderCatalogRoute('/products/missing');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to products/i })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(document.title).toBe('Product Not Found | Mindful Marks');
  });

  it('ends with other products of its category in stock, and says when it would arrive', async () => {
    const product = buildProduct({ title: 'Habit Tracker', countInStock: 2 });
    serveProduct(product);
    renderCatalogRoute(`/products/${product._id}`);
    const related = await screen.findByRole('region', { name: /you may like/ });
    expect(await within(related).findByText('Sibling Tracker')).toBeInTheDocument();
    expect(within(related).queryByText('Sold Out Tracker')).not.toBeInTheDocument();
    expect(within(related).queryByText('Habit Tracker')).not.toBeInTheDocument();
    expect(
      await screen.findByText(/^Delivery in India: .+ with Standard shipping, free on orders over/),
    ).toBeInTheDocument();
  });

  it('disables the plus button at countInStock', async () => {
    const product = buildProduct({ title: 'Habit Tracker', countInStock: 2 });
    serveProduct(product);
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    expect(plus.previousElementSibling).toHaveTextContent('2');
    expect(document.title).toBe('Habit Tracker | Mindful Marks');
  });

  it('adds the chosen quantity and colour to the cart', async () => {
    const product = buildProduct({ title: 'Habit Tracker' });
    serveProduct(product);
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    expect(await screen.findByRole('radio', { name: 'Sage' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Sand' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(useCartStore.getState().items).toMatchObject([
      { _id: product._id, quantity: 2, selectedColor: 'Sand' },
    ]);
  });

  it('never adds more than the stock: a second add of the last 2 says why and adds nothing', async () => {
    const product = buildProduct({ title: 'Habit Tracker', countInStock: 2 });
    serveProduct(product);
    render(<Toaster />);
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('2 × Habit Tracker added to your cart')).toBeInTheDocument();
    // The cart holds the whole stock now: the stepper has no room left to go up.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(
      await screen.findByText('Only 2 left in stock: your cart already holds 2 × Habit Tracker.'),
    ).toBeInTheDocument();
    expect(useCartStore.getState().items).toMatchObject([{ _id: product._id, quantity: 2 }]);
  });

  it('disables Add to Cart when out of stock', async () => {
    const product = buildProduct({ countInStock: 0 });
    serveProduct(product);
    renderCatalogRoute(`/products/${product._id}`);

    const button = await screen.findByRole('button', { name: 'Out of stock' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('toggles the wishlist', async () => {
    const product = buildProduct();
    serveProduct(product);
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(useWishlistStore.getState().items.map((i) => i._id)).toEqual([product._id]);
    await user.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('shows the tabs with the description first and joins list specifications', async () => {
    const product = buildProduct({ reviews: 0, rating: 0 });
    stubApi({
      '/api/products/get-products/:id': () => ({
        body: { success: true, products: product },
      }),
      '/api/products/get-reviews/:productId': () => ({
        body: { success: true, ...NO_REVIEWS },
      }),
      '/api/products/search': () => pageOf([product]),
    });
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    expect(await screen.findByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('row', { name: 'Includes Ribbon, Pocket' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('swipes between images, opens the zoomable viewer and closes it with Escape', async () => {
    const product = buildProduct();
    serveProduct(product);
    const { user } = renderCatalogRoute(`/products/${product._id}`);

    // The strip shows one image; the other is out of reach until chosen.
    const second = await screen.findByRole('group', { name: 'Image 2 of 2' });
    expect(second).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(second).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /open image 2 of 2 full size/i }));
    const viewer = await screen.findByRole('dialog', { name: product.title });
    // The viewer shows the chosen image (the size fitting the screen and zoom: the journey sees
    // the 1600 px original arrive when zoomed) and offers zoom.
    const shown = within(viewer).getByRole('group', { name: 'Image 2 of 2' });
    expect(within(shown).getByRole('img').getAttribute('src')).toMatch(
      new RegExp(`^/image/products/(w\\d+/)?${product.image[1]}$`),
    );
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page shows the image the viewer ended on.
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
