/** /admin/cod: the rules saved in paise from rupees, refused by the shared limits, and the PIN list upload. */
import { COD_DEFAULT_SETTINGS, type CodSettings } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import CodSettingsPage from './cod-settings-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const api = stubAdminApi({
    'GET /api/admin/cod/settings': () => ({
      body: { success: true, settings: COD_DEFAULT_SETTINGS },
    }),
    'PUT /api/admin/cod/settings': ({ body }) => ({
      body: { success: true, settings: body as CodSettings },
    }),
    'GET /api/admin/cod/pincodes': () => ({
      body: { success: true, count: 2, pincodes: ['110001', '500034'] },
    }),
    'PUT /api/admin/cod/pincodes': () => ({
      body: {
        success: true,
        count: 3,
        rejected: [{ line: 4, text: '5000', message: 'A PIN code has 6 digits' }],
        message: '3 PIN codes saved; 1 line left out.',
      },
    }),
  });
  return { ...renderWithRouter(<CodSettingsPage />), api };
}

describe('CodSettingsPage', () => {
  it('shows the rules in rupees and saves them in paise', async () => {
    const { user, api } = renderPage();
    const form = await screen.findByRole('form', { name: 'Cash-on-delivery rules' });
    expect(within(form).getByLabelText('COD fee (₹)')).toHaveValue(49);
    expect(within(form).getByLabelText('Maximum order (₹)')).toHaveValue(10000);

    await user.clear(within(form).getByLabelText('COD fee (₹)'));
    await user.type(within(form).getByLabelText('COD fee (₹)'), '39.50');
    await user.clear(within(form).getByLabelText('Maximum order (₹)'));
    await user.clear(within(form).getByLabelText('Prepaid discount (%)'));
    await user.type(within(form).getByLabelText('Prepaid discount (%)'), '5');
    await user.click(within(form).getByLabelText('Offer cash on delivery (India, INR only)'));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));

    await vi.waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/cod/settings').map((c) => c.body)).toEqual([
        {
          enabled: false,
          fee: 3950,
          minOrder: 19900,
          // An empty maximum is no maximum.
          maxOrder: null,
          unpaidCap: 3,
          prepaidDiscountPercent: 5,
        },
      ]),
    );
    expect(await screen.findByText('Cash-on-delivery settings saved.')).toBeVisible();
  });

  it('refuses a maximum below the minimum before sending', async () => {
    const { user, api } = renderPage();
    const form = await screen.findByRole('form', { name: 'Cash-on-delivery rules' });
    await user.clear(within(form).getByLabelText('Maximum order (₹)'));
    await user.type(within(form).getByLabelText('Maximum order (₹)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(
      await within(form).findByText('The maximum order must not be below the minimum order'),
    ).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/cod/settings')).toHaveLength(0);
  });

  it('uploads a CSV file of PIN codes and shows the count and each line left out', async () => {
    const { user, api } = renderPage();
    expect(await screen.findByText('2 PIN codes are refused.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Upload PIN codes' });
    const csv = 'pincode\n110001\n500034\n5000\n560001\n';
    await user.upload(
      within(form).getByLabelText('CSV file (replaces the list)'),
      new File([csv], 'deny.csv', { type: 'text/csv' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    const report = await screen.findByRole('table', { name: '1 line was left out' });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent('45000A PIN code has 6 digits');
    expect(api.callsTo('PUT', '/api/admin/cod/pincodes').map((c) => c.body)).toEqual([{ csv }]);
    expect(screen.getAllByText('3 PIN codes saved; 1 line left out.')[0]).toBeVisible();
  });
});
