import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAs, setSignedInHint, stubAdminApi } from '../testing/stub-admin-api';
import { AdminGuard, NOT_OWNER_MESSAGE } from './admin-guard';

afterEach(() => {
  vi.unstubAllGlobals();
  setSignedInHint(false);
});

// The guard only on /admin (a guard mounted on every path would guard the login page too).
function renderGuard() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <AdminGuard>
            <h1>Back office</h1>
          </AdminGuard>
        ),
      },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: ['/admin'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('AdminGuard', () => {
  it('sends a signed-out visitor to the login page, coming back to /admin', async () => {
    const { calls } = stubAdminApi({});
    const { router } = renderGuard();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Back office' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('tells a signed-in shopper this page needs an owner account', async () => {
    setSignedInHint(true);
    stubAdminApi(sessionAs('customer'));
    const { router } = renderGuard();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_OWNER_MESSAGE);
    expect(NOT_OWNER_MESSAGE).toBe('You need an owner account to see this page.');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Back office' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lets the owner in', async () => {
    setSignedInHint(true);
    stubAdminApi(sessionAs('admin'));
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeVisible();
    expect(screen.queryByText(NOT_OWNER_MESSAGE)).not.toBeInTheDocument();
  });
});
