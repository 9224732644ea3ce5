import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../testing/stub-admin-api';
import ActivityPage from './activity-page';

afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: 'a1',
  at: '2026-11-25T09:30:00.000Z',
  actor: { id: 'u1', name: 'Owner One', email: 'owner@example.com' },
  action: 'product.stock',
  route: 'POST /api/admin/products/:id/stock',
  target: 'p1',
  detail: { delta: 5, reason: 'New delivery' },
};

function renderPage(path = '/admin/activity') {
  const router = createMemoryRouter([{ path: '/admin/activity', element: <ActivityPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('ActivityPage', () => {
  it('lists who did what and when, and filters by action in the URL', async () => {
    const { callsTo } = stubAdminApi({
      'GET /api/admin/account-deletions': () => ({
        body: {
          success: true,
          deletions: [
            {
              id: 'd1',
              userId: 'u9',
              deletedAt: '2026-11-24T10:00:00.000Z',
              ordersKept: 2,
              reviews: 'kept',
              reviewsCount: 1,
            },
          ],
        },
      }),
      'GET /api/admin/audit': ({ url }) => ({
        body: {
          success: true,
          entries: url.searchParams.get('action') === 'export' ? [] : [entry],
          total: url.searchParams.get('action') === 'export' ? 0 : 1,
          page: 1,
          pageSize: 50,
        },
      }),
    });
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: /Back-office activity/ });
    const row = within(table).getByRole('row', { name: /Stock adjusted/ });
    expect(row).toHaveTextContent('Owner One');
    expect(row).toHaveTextContent('delta: 5 · reason: New delivery');
    expect(screen.getByText('1 action recorded')).toBeInTheDocument();
    const deleted = screen.getByRole('region', { name: 'Deleted accounts' });
    expect(await within(deleted).findByText('2 orders kept · 1 review kept')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'export');
    expect(await screen.findByText('Nothing recorded for these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=export');
    expect(callsTo('GET', '/api/admin/audit').at(-1)).toBeTruthy();
  });
});
