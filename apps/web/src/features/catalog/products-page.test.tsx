import type { Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { renderCatalogRoute } from './testing/render-catalog-route';

const LIST = '/api/products/search';
/** A fake of the server's paged list: filters by category, sorts and pages as asked. */
const listReply =
  (products: Product[]) =>
  (url: URL): ApiReply<typeof LIST> => {
    const category = url.searchParams.get('category');
    const sort = url.searchParams.get('sort');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
    const paid = (p: Product) => p.salePrice ?? p.price;
    const list = products
      .filter((p) => !category || p.category.slug === category)
      .sort((a, b) =>
        sort === 'price-asc'
          ? paid(a) - paid(b)
          : sort === 'name-desc'
            ? b.title.localeCompare(a.title)
            : 0,
      );
    return {
      body: {
        success: true,
        products: list.slice((page - 1) * pageSize, page * pageSize),
        total: list.length,
        page,
        pageSize,
        facets: { categories: [], priceBands: [] },
        capped: false,
        correctedQuery: null,
        suggestion: null,
      },
    };
  };

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
    const held = deferred<ApiReply<typeof LIST>>();
    stubApi({ [LIST]: () => held.promise });
    renderCatalogRoute('/products');

    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(8);
    held.resolve(listReply(catalogue)(new URL('http://localhost/')));

    expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Products | Mindful Marks');
  });

  it('navigates to ?category= when a category is chosen and loads that category', async () => {
    const { callsTo } = stubApi({ [LIST]: listReply(catalogue) });
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
    expect(callsTo(LIST)[0]?.searchParams.get('sort')).toBe('name-asc');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/products?sort=name-asc',
    );
  });

  it('asks the server for the chosen order and keeps the sort in the URL', async () => {
    const { callsTo } = stubApi({ [LIST]: listReply(catalogue) });
    const { router, user } = renderCatalogRoute('/products');
    await screen.findByText('Showing 3 products');
    expect(cardTitles()).toEqual(['Mood Pad', 'Art Print', 'Zen Planner']);
    expect(callsTo(LIST)[0]?.searchParams.has('sort')).toBe(false);

    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option')).toHaveLength(5);

    await user.selectOptions(select, 'price-asc');
    await waitFor(() => expect(cardTitles()).toEqual(['Art Print', 'Mood Pad', 'Zen Planner']));
    expect(router.state.location.search).toBe('?sort=price-asc');
    expect(callsTo(LIST).at(-1)?.searchParams.get('sort')).toBe('price-asc');

    await user.selectOptions(select, 'name-desc');
    await waitFor(() => expect(cardTitles()).toEqual(['Zen Planner', 'Mood Pad', 'Art Print']));
  });

  it('pages through a long catalogue with page links kept in the URL', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      buildProduct({ title: `Notebook ${String(i + 1).padStart(2, '0')}`, price: 10 }),
    );
    const { callsTo } = stubApi({ [LIST]: listReply(many) });
    const { router, user } = renderCatalogRoute('/products?sort=name-desc');
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 6 of 30 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name-desc&page=2');
    expect(callsTo(LIST).at(-1)?.searchParams.get('page')).toBe('2');
    expect(cardTitles()[0]).toBe('Notebook 06');
  });

  it('honours a category outside the buttons (journals) and says when it is empty', async () => {
    const { callsTo } = stubApi({ [LIST]: listReply([]) });
    renderCatalogRoute('/products?category=journals');

    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Journals' })).toBeInTheDocument();
    expect(callsTo(LIST)[0]?.searchParams.get('category')).toBe('journals');
    expect(screen.getByText('Showing 0 products')).toBeInTheDocument();
  });

  it('uses the singular for one product', async () => {
    stubApi({ [LIST]: listReply(catalogue.slice(0, 1)) });
    renderCatalogRoute('/products?category=trackers');
    expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
  });
});
