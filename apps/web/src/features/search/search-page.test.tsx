import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../stores/currency-store';
import { facetsIn, renderSearchRoute, SEARCH, searchReply } from './testing/render-search-route';

const planners = [
  buildProduct({ title: 'Weekly Planner', price: 28, description: 'Plan calm weeks.' }),
  buildProduct({ title: 'Budget Planner', price: 21, salePrice: 17 }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  useCurrencyStore.setState({ currency: 'INR' });
});

// Each test clicks through the router and fetches: slow when the 2 cores are shared.
describe('SearchPage', { timeout: 15_000 }, () => {
  it('shows skeletons while loading, then the query, the count and the results', async () => {
    const held = deferred<ApiReply<typeof SEARCH>>();
    const { callsTo } = stubApi({ [SEARCH]: () => held.promise });
    renderSearchRoute('/search?q=planner');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for “planner”',
    );
    expect(await screen.findAllByTestId('product-card-skeleton')).not.toHaveLength(0);
    expect(document.title).toBe('Search: planner | Mindful Marks');
    held.resolve(searchReply(planners, { total: 12 }));

    expect(await screen.findByText('12 products found')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(callsTo(SEARCH)[0]?.searchParams.toString()).toBe(
      'q=planner&currency=INR&sort=relevance&page=1&pageSize=24',
    );
  });

  it("says 'Browse all products' without a query and '1 product found' for one", async () => {
    stubApi({ [SEARCH]: () => searchReply(planners.slice(0, 1)) });
    renderSearchRoute('/search');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.getByText('Browse all products')).toBeInTheDocument();
    expect(document.title).toBe('Search | Mindful Marks');
  });

  it('shows the facet counts beside the filters', async () => {
    stubApi({ [SEARCH]: () => searchReply(planners) });
    renderSearchRoute('/search?q=planner');
    await screen.findByText('2 products found');
    const categories = screen.getByRole('group', { name: 'Categories' });
    const names = within(categories)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    // Every category is offered, so their counts add up to 'All' (the facet counts ignore the
    // category filter).
    expect(names).toEqual([
      'All (10)',
      'Posters (0)',
      'Trackers (1)',
      'Planners (7)',
      'Journals (2)',
      'Accessories (0)',
    ]);
    const prices = within(screen.getByRole('group', { name: 'Price Range' })).getAllByRole('radio');
    expect(prices.map((r) => r.closest('label')?.textContent)).toEqual([
      'All Prices (2)',
      'Under ₹500 (6)',
      '₹500 - ₹999 (4)',
      '₹1,000 - ₹1,999 (0)',
      '₹2,000 and above (0)',
    ]);
  });

  it('shows the bands in dollars for a shopper who sees dollars, and asks for them', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { callsTo } = stubApi({
      [SEARCH]: () => searchReply(planners, { facets: facetsIn('USD', [1, 1, 0, 0]), total: 2 }),
    });
    renderSearchRoute('/search?q=planner&price=b2');
    const group = await screen.findByRole('group', { name: 'Price Range' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual([
        'All Prices (2)',
        'Under $10 (1)',
        '$10 - $19.99 (1)',
        '$20 - $39.99 (0)',
        '$40 and above (0)',
      ]),
    );
    expect(screen.getByRole('radio', { name: '$10 - $19.99 (1)' })).toBeChecked();
    const asked = callsTo(SEARCH).map((u) => u.searchParams);
    expect(asked.every((p) => p.get('currency') === 'USD')).toBe(true);
    expect(asked.some((p) => p.get('priceBand') === 'b2')).toBe(true);
  });

  it("counts 'All Prices' without the chosen band", async () => {
    stubApi({
      [SEARCH]: (url) =>
        searchReply(planners, { total: url.searchParams.has('priceBand') ? 6 : 30 }),
    });
    renderSearchRoute('/search?q=planner&price=b1');
    expect(await screen.findByText('6 products found')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All Prices (30)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Under ₹500 (6)' })).toBeChecked();
  });

  it("shows 'No products found' and Reset Filters clears the filters but keeps the query", async () => {
    const { callsTo } = stubApi({
      [SEARCH]: (url) => searchReply(url.searchParams.has('category') ? [] : planners),
    });
    const { user, expectParams } = renderSearchRoute(
      '/search?q=planner&category=posters&price=b4&sort=rating',
    );

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));

    await expectParams('q=planner&sort=rating');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    const last = callsTo(SEARCH).at(-1)!.searchParams;
    expect([last.has('category'), last.has('priceBand'), last.get('sort')]).toEqual([
      false,
      false,
      'rating',
    ]);
  });

  it('pages long results with links that keep the other choices', async () => {
    const { callsTo } = stubApi({ [SEARCH]: () => searchReply(planners, { total: 60 }) });
    const { user, expectParams } = renderSearchRoute('/search?q=planner&view=list');
    await screen.findByText('60 products found');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: 'Next' }));

    await expectParams('q=planner&view=list&page=2');
    await waitFor(() => expect(callsTo(SEARCH).at(-1)?.searchParams.get('page')).toBe('2'));
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/search?q=planner&view=list',
    );
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    stubApi({
      [SEARCH]: () =>
        fail ? { status: 500, body: { success: false, message: 'Boom' } } : searchReply(planners),
    });
    const { user } = renderSearchRoute('/search?q=planner');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
  });
});
