/**
 * The dashboard's funnel (issue 30): each step with its rate over the step before, the breakdowns
 * by device and source, and the top products, for the dashboard's period.
 */
import type { FunnelResponse, FunnelStep } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../testing/stub-admin-api';
import { FunnelPanel } from './funnel-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LABELS = [
  'Visits',
  'Product views',
  'Added to cart',
  'Checkout started',
  'Payment started',
  'Paid',
];
const KINDS = [
  'visit',
  'product_view',
  'add_to_cart',
  'checkout_started',
  'payment_started',
  'paid',
];
const steps = (...counts: number[]): FunnelStep[] =>
  counts.map((count, i) => ({
    kind: KINDS[i]!,
    label: LABELS[i]!,
    count,
    rate: i === 0 || counts[i - 1] === 0 ? null : count / counts[i - 1]!,
  }));

const funnel: FunnelResponse = {
  success: true,
  from: '2026-11-01',
  to: '2026-11-30',
  timeZone: 'Asia/Kolkata',
  steps: steps(200, 120, 30, 12, 10, 8),
  byDevice: [
    { device: 'phone', steps: steps(150, 90, 20, 8, 7, 5) },
    { device: 'desktop', steps: steps(50, 30, 10, 4, 3, 3) },
  ],
  bySource: [{ source: 'instagram', steps: steps(80, 40, 10, 5, 4, 4) }],
  knownVisitors: 150,
  topProducts: [{ productId: 'p1', title: 'Daily planner', views: 40, purchases: 6, rate: 0.15 }],
  dropped: 0,
};

describe('FunnelPanel', () => {
  it("asks for the dashboard's period and shows each step's rate, by device and source", async () => {
    const asked: string[] = [];
    stubAdminApi({
      'GET /api/admin/funnel': ({ url }) => {
        asked.push(url.search);
        return { body: funnel };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FunnelPanel range={{ from: '2026-11-01', to: '2026-11-30' }} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Funnel steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Visits200$/);
    expect(items[1]).toHaveTextContent('120 · 60% of the step before');
    expect(items[2]).toHaveTextContent('30 · 25% of the step before');
    expect(items[5]).toHaveTextContent('8 · 80% of the step before');
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-30']);

    const devices = screen.getByRole('table', { name: 'By device' });
    const phone = within(devices).getByRole('row', { name: /^Phone/ });
    expect(
      within(phone)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['150', '9060%', '2022.2%', '840%', '787.5%', '571.4%']);
    const sources = screen.getByRole('table', { name: /^By source/ });
    expect(within(sources).getByRole('rowheader', { name: 'instagram' })).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Top products by views to purchase' });
    expect(within(top).getByRole('row', { name: /Daily planner/ })).toHaveTextContent(
      'Daily planner40615%',
    );
  });
});
