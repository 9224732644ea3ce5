import type { Dashboard } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../testing/stub-admin-api';
import DashboardPage from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dashboard: Dashboard = {
  success: true,
  currency: 'INR',
  range: { from: '2026-11-25', to: '2026-11-27' },
  series: [
    { day: '2026-11-25', orders: 0, revenue: 0 },
    { day: '2026-11-26', orders: 2, revenue: 3620 },
    { day: '2026-11-27', orders: 0, revenue: 0 },
  ],
  totals: { orders: 2, revenue: 3620, refunds: 320, net: 3300, discounts: 180 },
  perStatus: [{ status: 'pending', count: 2 }],
  bestSellers: [
    { productId: 'p1', title: 'Daily planner', units: 3, revenueMinor: 285_600, revenue: 2856 },
  ],
  lowStock: [],
  unreadMessages: 0,
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin', element: <DashboardPage /> }], {
    initialEntries: ['/admin?from=2026-11-25&to=2026-11-27'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('DashboardPage', () => {
  it('shows every figure in the currency the server counted in, and every day of the window', async () => {
    // jsdom lays nothing out, so the chart's container measures 0 x 0; the figures are the point.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubAdminApi({ 'GET /api/admin/dashboard': () => ({ body: dashboard }) });
    renderPage();
    const card = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await card('Revenue (INR)')).toHaveTextContent('₹3,620');
    expect(await card('Refunds (INR)')).toHaveTextContent('₹320');
    expect(await card('Discounts (INR)')).toHaveTextContent('₹180');
    expect(await card('Net (INR)')).toHaveTextContent('₹3,300');
    expect(screen.queryByText(/USD/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^2 orders and ₹3,620(\.00)? in revenue over 3 days\./),
    ).toHaveTextContent('Best day: 26 Nov');
    const best = screen.getByRole('row', { name: /Daily planner/ });
    expect(best).toHaveTextContent('₹2,856');

    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Orders and revenue per day (3 days)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^25 Nov0₹0/),
      expect.stringMatching(/^26 Nov2₹3,620/),
      expect.stringMatching(/^27 Nov0₹0/),
    ]);
    expect(document.body.textContent).not.toContain('$');
  });
});
