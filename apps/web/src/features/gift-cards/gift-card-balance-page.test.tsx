import { GIFT_CARD_MESSAGES } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderWithRouter } from '../../test/render-with-router';
import GiftCardBalancePage from './gift-card-balance-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GiftCardBalancePage', () => {
  it('shows the balance and the day the card expires', async () => {
    const { fetchMock } = stubApi({
      '/api/gift-cards/balance': () => ({
        body: {
          success: true,
          last4: 'H2NC',
          balance: 70_000,
          currency: 'INR',
          expiresAt: '2026-11-12T18:29:59.999Z',
        },
      }),
    });
    const { user } = renderWithRouter(<GiftCardBalancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card balance' })).toBeVisible();
    expect(document.title).toBe('Gift card balance | Mindful Marks');

    await user.type(screen.getByLabelText('Gift card code'), '7kqm-xr4t-9pwd-h2nc{Enter}');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Balance: ₹700');
    expect(answer).toHaveTextContent('Gift card •••• H2NC, valid until November 12, 2026');
    const [, init] = fetchMock.mock.lastCall as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ code: '7kqm-xr4t-9pwd-h2nc' });
  });

  it("says the server's reason for a code it does not know", async () => {
    stubApi({
      '/api/gift-cards/balance': () => ({
        status: 404,
        body: { success: false, message: GIFT_CARD_MESSAGES.notFound },
      }),
    });
    const { user } = renderWithRouter(<GiftCardBalancePage />);
    await user.type(screen.getByLabelText('Gift card code'), 'AAAABBBBCCCCDDDD');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_CARD_MESSAGES.notFound);
  });

  it('asks for a code before asking the server', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderWithRouter(<GiftCardBalancePage />);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(screen.getByLabelText('Gift card code')).toHaveAccessibleDescription(
      'Enter the gift card code',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/gift-cards/balance', expect.anything());
  });
});
