/** /admin/gift-cards settings (record 056): shown in rupees, saved in paise, refused in the server's words. */
import { GIFT_CARD_DEFAULT_SETTINGS, type GiftCardSettings } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import { GiftCardSettingsPanel } from './gift-card-settings-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const api = stubAdminApi({
    'GET /api/admin/gift-cards/settings': () => ({
      body: { success: true, settings: GIFT_CARD_DEFAULT_SETTINGS },
    }),
    'PUT /api/admin/gift-cards/settings': ({ body }) => ({
      body: { success: true, settings: body as GiftCardSettings },
    }),
  });
  return { ...renderWithRouter(<GiftCardSettingsPanel />), api };
}

describe('GiftCardSettingsPanel', { timeout: 15_000 }, () => {
  it('shows the settings in rupees and saves them in paise', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Gift card settings' });
    const min = within(form).getByLabelText('Smallest amount (₹)');
    const max = within(form).getByLabelText('Largest amount (₹)');
    const days = within(form).getByLabelText('Cards bought are valid for (days)');
    expect(within(form).getByLabelText('Let shoppers choose their own amount')).not.toBeChecked();
    expect(min).toHaveValue(100);
    expect(max).toHaveValue(50000);
    expect(days).toHaveValue(365);

    await user.click(within(form).getByLabelText('Let shoppers choose their own amount'));
    await user.clear(min);
    await user.type(min, '250');
    await user.clear(max);
    await user.type(max, '20000');
    await user.clear(days);
    await user.type(days, '730');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/gift-cards/settings').map((c) => c.body)).toEqual([
        {
          customAmountEnabled: true,
          customAmountMin: 250_00,
          customAmountMax: 20_000_00,
          validityDays: 730,
        },
      ]),
    );
  });

  it('says what is wrong beside each field and sends nothing', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Gift card settings' });
    const min = within(form).getByLabelText('Smallest amount (₹)');
    const max = within(form).getByLabelText('Largest amount (₹)');
    const days = within(form).getByLabelText('Cards bought are valid for (days)');
    await user.clear(min);
    await user.type(min, '5000');
    await user.clear(max);
    await user.type(max, '1000');
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(
      await within(form).findByText('The minimum must not be more than the maximum'),
    ).toBeVisible();
    expect(within(form).getByText('The validity must be at least 30 days')).toBeVisible();
    await user.clear(min);
    await user.type(min, '99.50');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('The minimum must be in whole rupees')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/gift-cards/settings')).toEqual([]);
  });
});
