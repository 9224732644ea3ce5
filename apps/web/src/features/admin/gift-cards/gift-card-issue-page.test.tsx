/** Issuing a card by hand: rupees sent as paise, the shared schema's refusals, the code once. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import GiftCardIssuePage from './gift-card-issue-page';
import { SHOWN_ONCE } from './issued-code';
import { buildGiftCard } from './testing/build-gift-card';

afterEach(() => vi.unstubAllGlobals());

const CODE = '7KQMXR4T9PWDH2NC';

function renderPage() {
  const api = stubAdminApi({
    'POST /api/admin/gift-cards': () => ({
      status: 201,
      body: {
        success: true,
        giftCard: buildGiftCard(),
        code: CODE,
        message:
          'Gift card •••• H2NC issued. Copy the code now: it is shown only once. We have e-mailed the code to meera@example.com',
      },
    }),
  });
  return { ...renderWithRouter(<GiftCardIssuePage />, { path: '/admin/gift-cards/new' }), api };
}

type User = ReturnType<typeof renderPage>['user'];
async function issueToMeera(user: User) {
  await user.type(screen.getByLabelText(/Amount \(₹\)/), '500');
  await user.type(screen.getByLabelText(/Recipient’s name/), 'Meera');
  await user.click(screen.getByLabelText(/Recipient’s e-mail/));
  await user.paste('meera@example.com');
  await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
}

describe('GiftCardIssuePage', { timeout: 15_000 }, () => {
  it('sends the rupees as paise, then shows the code once', async () => {
    const { user, api } = renderPage();
    const form = screen.getByRole('form', { name: 'Issue a gift card' });
    expect(within(form).getByLabelText(/Valid for \(days\)/)).toHaveValue(365);
    expect(within(form).getByText('We mail the code to them.')).toBeVisible();
    await issueToMeera(user);

    const box = await screen.findByRole('region', { name: 'The gift card’s code' });
    expect(api.callsTo('POST', '/api/admin/gift-cards')[0]?.body).toEqual({
      amount: 500_00,
      recipientName: 'Meera',
      recipientEmail: 'meera@example.com',
      validityDays: 365,
    });
    expect(box).toHaveFocus();
    expect(within(box).getByText(SHOWN_ONCE)).toBeVisible();
    expect(within(box).getByLabelText('Gift card code')).toHaveTextContent('7KQM-XR4T-9PWD-H2NC');
    expect(screen.queryByRole('form', { name: 'Issue a gift card' })).not.toBeInTheDocument();
    expect(await screen.findByText(/We have e-mailed the code to meera@example.com/)).toBeVisible();
  });

  it('copies the code, and forgets it when the owner issues another', async () => {
    const { user, router } = renderPage();
    await issueToMeera(user);
    const box = await screen.findByRole('region', { name: 'The gift card’s code' });
    await user.click(within(box).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('7KQM-XR4T-9PWD-H2NC');
    expect(within(box).getByRole('button', { name: 'Copied' })).toBeVisible();

    // Another card starts from an empty form; the code is gone with the box.
    await user.click(screen.getByRole('button', { name: 'Issue another' }));
    expect(screen.queryByText('7KQM-XR4T-9PWD-H2NC')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Recipient’s name/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/admin/gift-cards/new');
  });

  it('sends paise for an amount with paise, and leaves out an empty e-mail and note', async () => {
    const { user, api } = renderPage();
    await user.type(screen.getByLabelText(/Amount \(₹\)/), '250.50');
    await user.type(screen.getByLabelText(/Recipient’s name/), 'Dev');
    const days = screen.getByLabelText(/Valid for \(days\)/);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
    await screen.findByRole('region', { name: 'The gift card’s code' });
    expect(api.callsTo('POST', '/api/admin/gift-cards')[0]?.body).toEqual({
      amount: 250_50,
      recipientName: 'Dev',
      validityDays: 30,
    });
  });

  it('refuses what the API would, in rupees, beside each field, and sends nothing', async () => {
    const { user, api } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
    expect(await screen.findByText('Enter the amount in rupees')).toBeVisible();
    expect(screen.getByText('The recipient’s name is required')).toBeVisible();
    expect(screen.getByLabelText(/Amount \(₹\)/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Amount \(₹\)/), '60000');
    await user.click(screen.getByLabelText(/Recipient’s e-mail/));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Issue gift card' }));
    expect(await screen.findByText('The amount can be at most ₹50,000')).toBeVisible();
    expect(screen.getByText('The recipient’s e-mail must be an e-mail address')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/gift-cards')).toHaveLength(0);
  });
});
