/** /admin/gift-cards: each card's last four, source, money, expiry and status, page by page. */
import { GIFT_CARD_DEFAULT_SETTINGS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import GiftCardsPage from './gift-cards-page';
import { buildGiftCard } from './testing/build-gift-card';

afterEach(() => vi.unstubAllGlobals());

const render = (giftCards: ReturnType<typeof buildGiftCard>[], total = giftCards.length) => {
  const pagesAsked: string[] = [];
  stubAdminApi({
    'GET /api/admin/gift-cards/settings': () => ({
      body: { success: true, settings: GIFT_CARD_DEFAULT_SETTINGS },
    }),
    'GET /api/admin/gift-cards': ({ url }) => {
      const page = url.searchParams.get('page') ?? '';
      pagesAsked.push(page);
      return {
        body: { success: true, giftCards, total, page: Number(page), pageSize: 50 },
      };
    },
  });
  return { ...renderWithRouter(<GiftCardsPage />, { path: '/admin/gift-cards' }), pagesAsked };
};

/** A row's cell under the named column (phones repeat some of them in the first cell). */
const COLUMNS = ['Card', 'Recipient', 'Initial', 'Balance', 'Expires', 'Status'];
const cell = (row: HTMLElement, column: string) => [...row.children][COLUMNS.indexOf(column)];

describe('GiftCardsPage', { timeout: 15_000 }, () => {
  it('lists each card by its last four, with its source, amounts, expiry and status', async () => {
    const { user, router } = render([
      buildGiftCard(),
      buildGiftCard({
        id: 'g2',
        last4: 'K7QM',
        source: 'purchase',
        initial: 2000_00,
        balance: 1_250_50,
        recipientName: 'Anil',
        recipientEmail: null,
        orderNumber: 'MM-1042',
      }),
      buildGiftCard({ id: 'g3', last4: 'ZZ22', balance: 0, status: 'empty' }),
      buildGiftCard({ id: 'g4', last4: 'PQ34', status: 'expired' }),
      buildGiftCard({ id: 'g5', last4: 'WX56', status: 'disabled' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Gift cards' });
    const [meera, anil, empty, expired, disabled] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(meera).toHaveTextContent('•••• H2NC');
    expect(meera).toHaveTextContent('Issued by you');
    expect(meera).toHaveTextContent('Meera');
    expect(meera).toHaveTextContent('meera@example.com');
    expect(cell(meera, 'Initial')).toHaveTextContent('₹500');
    expect(cell(meera, 'Balance')).toHaveTextContent(/^₹500/);
    expect(cell(meera, 'Expires')).toHaveTextContent('22 Nov 2027');
    expect(cell(meera, 'Status')).toHaveTextContent('Active');
    expect(anil).toHaveTextContent('Bought');
    expect(cell(anil, 'Balance')).toHaveTextContent(/^₹1,250.50/);
    expect(cell(anil, 'Initial')).toHaveTextContent('₹2,000');
    expect(cell(empty, 'Status')).toHaveTextContent('Empty');
    expect(cell(expired, 'Status')).toHaveTextContent('Expired');
    expect(cell(disabled, 'Status')).toHaveTextContent('Disabled');
    expect(screen.getByText('5 cards: bought by shoppers or issued by you.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Gift card ending K7QM' }));
    expect(router.state.location.pathname).toBe('/admin/gift-cards/g2');
  });

  it('pages through 50 at a time, the page in the URL', async () => {
    const { user, pagesAsked, router } = render([buildGiftCard()], 120);
    const pages = await screen.findByRole('navigation', { name: 'Gift cards pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(pagesAsked).toEqual(['1', '2']);
  });

  it('says when there is none yet, and links to the form', async () => {
    const { user, router } = render([]);
    expect(await screen.findByText(/No gift cards yet/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Issue the first gift card' }));
    expect(router.state.location.pathname).toBe('/admin/gift-cards/new');
  });
});
