import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { asha, renderProfile } from '../testing/render-profile';

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('Store credit on the profile', () => {
  it('shows the balance and each movement: when, why, the order and the amount', async () => {
    stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/me/store-credit': () => ({
        body: {
          success: true,
          balance: 45_000,
          currency: 'INR',
          movements: [
            {
              id: 'm2',
              kind: 'spend',
              amount: -25_000,
              orderNumber: 'MM-261201-7KQ2XD',
              note: null,
              createdAt: '2026-12-01T06:00:00.000Z',
            },
            {
              id: 'm1',
              kind: 'refund',
              amount: 70_000,
              orderNumber: 'MM-261122-ABC123',
              note: null,
              createdAt: '2026-11-24T06:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderProfile();
    // Two calls first (the session, then the credit): a busy machine takes over a second.
    const section = await screen.findByRole('region', { name: 'Store credit' }, { timeout: 5000 });
    expect(section).toHaveTextContent('You have ₹450 in store credit');
    const rows = within(section).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Spent on an order · MM-261201-7KQ2XDDecember 1, 2026−₹250');
    expect(rows[1]).toHaveTextContent('Refund · MM-261122-ABC123November 24, 2026+₹700');
  });

  it('shows nothing for a customer who never had any', async () => {
    const { callsTo } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/me/store-credit': () => ({
        body: { success: true, balance: 0, currency: 'INR', movements: [] },
      }),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Privacy and sessions' })).toBeVisible();
    await vi.waitFor(() => expect(callsTo('/api/users/me/store-credit')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Store credit' })).not.toBeInTheDocument();
  });
});
