import type { Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { renderCatalogRoute } from './testing/render-catalog-route';

const LIST = '/api/products/get-products';
const listReply = (products: Product[]): ApiReply => ({ body: { success: true, products } });

const catalogue = [
  buildProduct({ title: 'Mood Pad', price: 12 }),
  buildProduct({ title: 'Art Print', price: 30, salePrice: 9 }),
  buildProduct({ title: 'Zen Planner', price: 25 }),
];

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductsPage', () => {
  it('shows 8 skeleton cards while loading, then the count', async () => {
    const held = deferred<ApiReply>();
    stubApi({ [LIST]: () => held.promise });
    renderCatalogRoute('/products');

    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(8);
    held.resolve(listReply(catalogue));

    expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Products | Mindful Marks');
  });

  it('navigates to ?category= when a category is chosen and loads that category', async () => {
    const { callsTo } = stubApi({ [LIST]: () => listReply(catalogue) });
    const { router, user } = renderCatalogRoute('/products?sort=name-asc');
    await screen.findByText('Showing 3 products');

    await user.click(screen.getByRole('link', { name: 'Trackers' }));

    expect(router.state.location.pathname).toBe('/products');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('trackers');
    expect(screen.getByRole('link', { name: 'Trackers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Trackers' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(LIST).at(-1)?.searchParams.get('category')).toBe('trackers'),
    );
    expect(callsTo(LIST)[0]?.searchParams.has('category')).toBe(false);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/products?sort=name-asc',
    );
  });

  it('sorts the products in the browser and keeps the sort in the URL', async () => {
    stubApi({ [LIST]: () => listReply(catalogue) });
    const { router, user } = renderCatalogRoute('/products');
    await screen.findByText('Showing 3 products');
    expect(cardTitles()).toEqual(['Mood Pad', 'Art Print', 'Zen Planner']);

    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option')).toHaveLength(5);

    await user.selectOptions(select, 'price-asc');
    expect(cardTitles()).toEqual(['Art Print', 'Mood Pad', 'Zen Planner']);
    expect(router.state.location.search).toBe('?sort=price-asc');

    await user.selectOptions(select, 'name-desc');
    expect(cardTitles()).toEqual(['Zen Planner', 'Mood Pad', 'Art Print']);
  });

  it('honours a category outside the buttons (journals) and says when it is empty', async () => {
    const { callsTo } = stubApi({ [LIST]: () => listReply([]) });
    renderCatalogRoute('/products?category=journals');

    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Journals' })).toBeInTheDocument();
    expect(callsTo(LIST)[0]?.searchParams.get('category')).toBe('journals');
    expect(screen.getByText('Showing 0 products')).toBeInTheDocument();
  });

  it('uses the singular for one product', async () => {
    stubApi({ [LIST]: () => listReply(catalogue.slice(0, 1)) });
    renderCatalogRoute('/products?category=trackers');
    expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
  });
});
