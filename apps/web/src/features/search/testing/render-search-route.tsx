/** Renders /search at a path with its real page, a fresh query client and a memory history. */
import { priceBandsIn, type CurrencyCode, type Product, type SearchFacets } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { ApiReply } from '../../../components/product/testing/stub-api';
import SearchPage from '../search-page';

export const SEARCH = '/api/products/search';

// Every change goes through the router and a fetch: on a loaded 2-core machine 1 s is too tight.
configure({ asyncUtilTimeout: 3000 });

export function renderSearchRoute(...entries: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      // Like the app's route, a loader runs on every change: navigations commit a moment later.
      { path: '/search', element: <SearchPage />, loader: () => Promise.resolve(null) },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** Waits for the URL to hold exactly these search params (a navigation commits after the loader). */
  const expectParams = (expected: string) =>
    waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(expected),
    );
  return { ...result, router, user, expectParams };
}

/** The facets the API sends for a currency's bands, with these counts. */
export const facetsIn = (currency: CurrencyCode, counts = [6, 4, 0, 0]): SearchFacets => ({
  categories: [
    { name: 'Trackers', slug: 'trackers', count: 1 },
    { name: 'Planners', slug: 'planners', count: 7 },
    { name: 'Posters', slug: 'posters', count: 0 },
    { name: 'Journals', slug: 'journals', count: 2 },
    { name: 'Accessories', slug: 'accessories', count: 0 },
  ],
  priceBands: priceBandsIn(currency).map((band, i) => ({
    band: band.id,
    label: band.label,
    count: counts[i] ?? 0,
  })),
});

const FACETS = facetsIn('INR');

/** A search response as the API sends it; total defaults to the number of products. */
export function searchReply(
  products: Product[],
  { total = products.length, page = 1, facets = FACETS } = {},
): ApiReply<typeof SEARCH> {
  return {
    body: {
      success: true,
      products,
      total,
      page,
      pageSize: 24,
      facets,
      capped: false,
      correctedQuery: null,
      suggestion: null,
    },
  };
}
