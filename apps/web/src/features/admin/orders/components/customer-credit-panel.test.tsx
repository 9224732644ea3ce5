/** An account's store credit on the owner's order page: the balance, and a grant with a reason. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router';
import { buildStoreCredit } from '../../gift-cards/testing/build-gift-card';
import { stubAdminApi } from '../../testing/stub-admin-api';
import { CustomerCreditPanel } from './customer-credit-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  let balance = 1_250_00;
  const api = stubAdminApi({
    'GET /api/admin/customers/:id/store-credit': () => ({ body: buildStoreCredit({ balance }) }),
    'POST /api/admin/customers/:id/store-credit': ({ body }) => {
      balance += (body as { amount: number }).amount;
      return {
        status: 201,
        body: buildStoreCredit({ balance, message: '₹200 of store credit added' }),
      };
    },
  });
  return { ...renderWithRouter(<CustomerCreditPanel customerId="u7" />), api };
}

describe('CustomerCreditPanel', { timeout: 15_000 }, () => {
  it('shows the balance and gives credit in rupees, sent as paise with the reason', async () => {
    const { user, api } = renderPanel();
    const panel = screen.getByRole('region', { name: 'Store credit' });
    expect(await within(panel).findByText('₹1,250')).toBeVisible();
    expect(panel).toHaveTextContent('Kiran has ₹1,250 in store credit.');

    const form = within(panel).getByRole('form', { name: 'Give store credit' });
    await user.type(within(form).getByLabelText(/Amount \(₹\)/), '200');
    await user.click(within(form).getByLabelText(/Reason/));
    await user.paste('Sorry for the late parcel');
    await user.click(within(form).getByRole('button', { name: 'Give store credit' }));

    expect(await screen.findByText('₹200 of store credit added')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/customers/u7/store-credit')[0]?.body).toEqual({
      amount: 200_00,
      note: 'Sorry for the late parcel',
    });
    expect(panel).toHaveTextContent('Kiran has ₹1,450 in store credit.');
    expect(within(form).getByLabelText(/Reason/)).toHaveValue('');
  });

  it('needs an amount and a reason before it sends anything', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Give store credit' });
    await user.click(within(form).getByRole('button', { name: 'Give store credit' }));
    expect(await within(form).findByText('Enter the amount in rupees')).toBeVisible();
    expect(within(form).getByText('Enter the reason')).toBeVisible();
    expect(within(form).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText(/Amount \(₹\)/), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Give store credit' }));
    expect(await within(form).findByText('The amount must be at least ₹1')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/customers/u7/store-credit')).toHaveLength(0);
  });
});
