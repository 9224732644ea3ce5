/** One card: its facts, its ledger in words with order links, and disabling it after a yes. */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import GiftCardPage from './gift-card-page';
import { buildGiftCardDetail } from './testing/build-gift-card';

afterEach(() => vi.unstubAllGlobals());

const at = (day: number) => `2026-11-${day}T06:30:00.000Z`;
const movement = (over: Partial<ReturnType<typeof buildGiftCardDetail>['movements'][number]>) => ({
  id: 'm1',
  kind: 'issue' as const,
  amount: 500_00,
  orderNumber: null,
  note: null,
  counts: true,
  createdAt: at(22),
  ...over,
});
const LEDGER = [
  movement({ id: 'm4', kind: 'adjust', amount: -10_00, note: 'Typo fixed', createdAt: at(26) }),
  movement({ id: 'm3', kind: 'refund', amount: 120_00, orderNumber: 'MM-1042', createdAt: at(25) }),
  movement({ id: 'm2', kind: 'spend', amount: -120_00, orderNumber: 'MM-1042', createdAt: at(24) }),
  movement({ id: 'm5', kind: 'spend', amount: -50_00, orderNumber: 'MM-1043', counts: false }),
  movement({}),
];

function renderPage(status: 'active' | 'disabled' = 'active') {
  const detail = buildGiftCardDetail({ balance: 490_00, status, note: 'Late parcel' }, LEDGER);
  const api = stubAdminApi({
    'GET /api/admin/gift-cards/:id': () => ({ body: detail }),
    'POST /api/admin/gift-cards/:id/disable': () => ({
      body: {
        ...detail,
        giftCard: { ...detail.giftCard, status: 'disabled', disabledAt: at(27) },
        message: 'Gift card •••• H2NC is disabled',
      },
    }),
  });
  const page = (
    <Routes>
      <Route path="/admin/gift-cards/:id" element={<GiftCardPage />} />
    </Routes>
  );
  return { ...renderWithRouter(page, { path: '/admin/gift-cards/g1' }), api };
}

describe('GiftCardPage', { timeout: 15_000 }, () => {
  it('shows the card and its ledger: what happened, the amount signed, the order linked', async () => {
    const { user, router } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift card •••• H2NC' }),
    ).toBeVisible();
    expect(screen.getByText('₹490 left of ₹500', { exact: false })).toBeVisible();
    const card = screen.getByRole('region', { name: 'Card' });
    expect(card).toHaveTextContent('Issued by you');
    expect(card).toHaveTextContent('Meera');
    expect(card).toHaveTextContent('Late parcel');

    const rows = within(screen.getByRole('table', { name: 'Ledger' })).getAllByRole('row');
    const texts = rows.slice(1).map((r) => r.textContent);
    expect(texts[0]).toMatch(/Adjusted\s*Typo fixed−₹10$/);
    expect(texts[1]).toMatch(/Refunded from order MM-1042\+₹120$/);
    expect(texts[2]).toMatch(/Spent on order MM-1042−₹120$/);
    expect(texts[3]).toMatch(
      /Spent on order MM-1043Not counted: the checkout expired unpaid\.−₹50$/,
    );
    expect(texts[4]).toMatch(/Issued\+₹500$/);

    await user.click(within(rows[3]!).getByRole('link', { name: 'MM-1042' }));
    expect(router.state.location.pathname).toBe('/admin/orders/MM-1042');
  });

  it('disables the card only after the dialog says yes, then shows it disabled', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disable card' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable gift card •••• H2NC?' });
    expect(dialog).toHaveTextContent('its ₹490 balance stays unused');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disable card' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable the card' }));
    expect(await screen.findByText('Gift card •••• H2NC is disabled')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/gift-cards/g1/disable')).toHaveLength(1);
    expect(screen.getByText('Disabled', { selector: 'span' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable card' })).not.toBeInTheDocument();
  });

  it('offers no Disable button for a card already disabled', async () => {
    renderPage('disabled');
    await screen.findByRole('heading', { level: 1, name: 'Gift card •••• H2NC' });
    expect(screen.queryByRole('button', { name: 'Disable card' })).not.toBeInTheDocument();
  });
});
