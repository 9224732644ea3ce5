/**
 * The product page as the browser receives it: drawn on the server, then hydrated. The details
 * tabs hydrate when they come near the viewport, the related products once the browser is idle
 * (issue 24): their HTML is there from the start, nothing is drawn twice, and the related products
 * are not fetched during hydration.
 */
import type { ApiReplyBody, Product } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { ratesQuery } from '../../lib/rates';
import { shippingRatesQuery } from '../../lib/shipping-rates';
import { TestIntersectionObserver } from '../../test/test-intersection-observer';
import { productQueryOptions } from './api/get-product';
import ProductPage from './product-page';

const product = buildProduct({
  _id: 'p1',
  description: 'A linen journal for slow mornings.',
  features: ['Lay-flat binding'],
});
const related = buildProduct({ _id: 'p2', title: 'Sibling Journal', countInStock: 3 });
const RATES: ApiReplyBody<'GET /api/shipping/rates'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [],
};

const searchPage = (products: Product[]) => ({
  body: {
    success: true as const,
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

/** A query client holding what the server rendered with (the page's SSR state). */
async function loadedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all([
    client.prefetchQuery(productQueryOptions(product._id)),
    client.prefetchQuery(shippingRatesQuery),
    client.prefetchQuery(ratesQuery),
  ]);
  return client;
}

function app(client: QueryClient): ReactNode {
  const router = createMemoryRouter([{ path: '/products/:id', element: <ProductPage /> }], {
    initialEntries: [`/products/${product._id}`],
  });
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

let api: ReturnType<typeof stubApi>;
/** requestIdleCallback held back: `idle()` runs what waits for an idle moment. */
let idleQueue: IdleRequestCallback[] = [];
const idle = () => {
  const queued = idleQueue;
  idleQueue = [];
  for (const run of queued) run({ didTimeout: false, timeRemaining: () => 50 });
};
let root: Root | undefined;
const recoverable = vi.fn();
const searches = () => api.callsTo('/api/products/search').length;

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  TestIntersectionObserver.reset();
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idleQueue.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  recoverable.mockClear();
  api = stubApi({
    '/api/products/get-products/:id': () => ({ body: { success: true, products: product } }),
    '/api/products/search': () => searchPage([product, related]),
    '/api/shipping/rates': () => ({ body: RATES }),
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/**
 * The page's HTML as the server's renderer draws it, once every lazy part has rendered: a first
 * render starts loading the lazy parts, the second draws them.
 */
async function serverHtml() {
  renderToString(app(await loadedClient()));
  await vi.dynamicImportSettled();
  return renderToString(app(await loadedClient()));
}

async function serveAndHydrate() {
  const html = await serverHtml();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const client = await loadedClient();
  await act(async () => {
    root = hydrateRoot(container, app(client), { onRecoverableError: recoverable });
  });
  return html;
}

describe('ProductPage, server-drawn and hydrated', () => {
  it('has the tabs and the related section in its HTML, and fetches the related products once idle', async () => {
    const html = await serveAndHydrate();
    expect(html).toContain('A linen journal for slow mornings.');
    expect(html).toContain('you may like');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(searches()).toBe(0);

    await act(async () => idle());
    expect(await screen.findByRole('heading', { name: 'Sibling Journal' })).toBeInTheDocument();
    expect(searches()).toBe(1);
    await act(async () => TestIntersectionObserver.showAll());
    // The tabs' code arrives (a chunk of its own), then they hydrate.
    await act(() => vi.dynamicImportSettled());
    // Hydrated over the server's elements, not drawn again.
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toBe(panel);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('answers the tabs once they are near', async () => {
    await serveAndHydrate();
    await act(async () => TestIntersectionObserver.showAll());
    await act(() => vi.dynamicImportSettled());
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    const panel = screen.getByRole('tabpanel', { name: 'Features' });
    expect(within(panel).getByText('Lay-flat binding')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
