import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../stores/cart-store';
import { useWishlistStore } from '../stores/wishlist-store';
import { expectConsoleError } from '../test/console-error-trap';
import { Layout } from './layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            errorElement: <RouteError />,
            hydrateFallbackElement: <PageFallback />,
            children: [
              { path: '*', element: <h1>Some page</h1> },
              {
                path: 'broken',
                loader: () => Promise.reject(new Error('boom')),
                element: <p>never</p>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  useCartStore.setState({ loadFailed: false });
  useWishlistStore.setState({ loadFailed: false });
  vi.restoreAllMocks();
});

describe('Layout', () => {
  it('has a skip link to the main landmark, the header and the footer', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("lists every category in the footer's Shop column", () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Trackers', 'Planners', 'Posters', 'Journals', 'Accessories'])
      expect(within(footer).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/products?category=${name.toLowerCase()}`,
      );
  });

  it('scrolls to the top on every path change', async () => {
    const router = renderLayout('/first');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/second'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('reports a cart or wishlist that could not be loaded', async () => {
    useCartStore.setState({ loadFailed: true });
    useWishlistStore.setState({ loadFailed: true });
    renderLayout();
    expect(await screen.findByText('Failed to load cart data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load wishlist data')).toBeInTheDocument();
  });

  it('shows a page error inside the layout with a way home and a reload', async () => {
    expectConsoleError(/boom/);
    renderLayout('/broken');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
