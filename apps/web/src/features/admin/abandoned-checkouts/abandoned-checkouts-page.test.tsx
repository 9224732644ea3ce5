/**
 * /admin/abandoned-checkouts (record 065): the period's figures, each checkout with its consent,
 * reminders and recovery, and the reminder settings saved (a second delay before the first is
 * refused on the page).
 */
import type { AbandonedCheckoutsResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import AbandonedCheckoutsPage from './abandoned-checkouts-page';

afterEach(() => vi.unstubAllGlobals());

const list: AbandonedCheckoutsResponse = {
  success: true,
  range: { from: '2026-11-01', to: '2026-11-26' },
  currency: 'INR',
  summary: { abandoned: 3, mailsSent: 4, recoveredOrders: 1, recoveredRevenueMinor: 1_29_900 },
  checkouts: [
    {
      orderId: 'o1',
      orderNumber: 'MM-1',
      abandonedAt: '2026-11-20T10:00:00.000Z',
      email: 'asha@example.com',
      valueMinor: 1_29_900,
      consented: true,
      mailsSent: 2,
      recoveredOrderNumber: 'MM-2',
      stoppedReason: 'paid',
    },
    {
      orderId: 'o3',
      orderNumber: 'MM-3',
      abandonedAt: '2026-11-19T10:00:00.000Z',
      email: 'ravi@example.com',
      valueMinor: 50_000,
      consented: false,
      mailsSent: 0,
      recoveredOrderNumber: null,
      stoppedReason: null,
    },
  ],
};

function renderPage() {
  const saved: unknown[] = [];
  const settings = { firstDelayMinutes: 120, secondDelayMinutes: 1440, discountCode: null };
  stubAdminApi({
    'GET /api/admin/abandoned-checkouts': () => ({ body: list }),
    'GET /api/admin/abandoned-checkouts/settings': () => ({ body: { success: true, settings } }),
    'PUT /api/admin/abandoned-checkouts/settings': ({ body }) => {
      saved.push(body);
      return { body: { success: true, settings: body as typeof settings } };
    },
  });
  renderWithRouter(<AbandonedCheckoutsPage />, {
    path: '/admin/abandoned-checkouts?from=2026-11-01&to=2026-11-26',
  });
  return { saved };
}

describe('AbandonedCheckoutsPage', () => {
  it('shows the figures and each checkout with its consent, reminders and recovery', async () => {
    renderPage();
    expect((await screen.findByText('Recovered revenue (INR)')).parentElement).toHaveTextContent(
      '₹1,299',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('asha@example.com₹1,299Asked for2Yes, MM-2');
    expect(rows[2]).toHaveTextContent('ravi@example.com₹500Not asked for0No');
  });

  it('saves the delays, refusing a second reminder before the first', async () => {
    const { saved } = renderPage();
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First reminder after (minutes)');
    await user.clear(first);
    await user.type(first, '3000');
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The second reminder must come after the first',
    );
    await user.clear(first);
    await user.type(first, '60');
    await user.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        { firstDelayMinutes: 60, secondDelayMinutes: 1440, discountCode: null },
      ]),
    );
  });
});
