import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import PricingPage from './pricing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rate = { hsnCode: '4820', ratePercent: 18, description: 'Registers, diaries' };

function renderPage() {
  const api = stubAdminApi({
    'GET /api/admin/gst-rates': () => ({ body: { success: true, rates: [rate] } }),
    'PUT /api/admin/gst-rates/:hsn': ({ params, body }) => ({
      body: {
        success: true,
        rate: { hsnCode: params.hsn!, ...(body as { ratePercent: number; description: string }) },
        productsUpdated: 3,
      },
    }),
    'GET /api/admin/currency-rounding': () => ({
      body: {
        success: true,
        shopCurrency: 'INR',
        rounding: [
          { currency: 'USD', rounding: '0.99' },
          { currency: 'EUR', rounding: '0.99' },
        ],
      },
    }),
    'PUT /api/admin/currency-rounding': ({ body }) => ({
      body: {
        success: true,
        shopCurrency: 'INR',
        rounding: [body as { currency: 'USD'; rounding: 'whole' }],
      },
    }),
  });
  return { ...renderWithRouter(<PricingPage />), api };
}

describe('PricingPage', () => {
  it('changes the rate of an HSN code from its row', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit HSN 4820' }));
    const form = screen.getByRole('form', { name: 'Set a GST rate' });
    expect(within(form).getByLabelText('HSN code')).toHaveValue('4820');
    await user.selectOptions(within(form).getByLabelText('Rate'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/gst-rates/4820')[0]?.body).toEqual({
        ratePercent: 5,
        description: 'Registers, diaries',
      }),
    );
  });

  it('refuses a rate outside the slabs and a malformed code before sending', async () => {
    const { user, api } = renderPage();
    const form = await screen.findByRole('form', { name: 'Set a GST rate' });
    await user.type(within(form).getByLabelText('HSN code'), '48');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(form).findByText(
        'HSN code must be 4, 6 or 8 digits (or VOUCHER for a gift card)',
      ),
    ).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends only the rounding rules changed, never one for the shop currency', async () => {
    const { user, api } = renderPage();
    const form = await screen.findByRole('form', { name: 'Rounding of converted prices' });
    expect(within(form).queryByLabelText('INR')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('USD'), 'whole');
    await user.click(within(form).getByRole('button', { name: 'Save rounding' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/currency-rounding').map((c) => c.body)).toEqual([
        { currency: 'USD', rounding: 'whole' },
      ]),
    );
  });
});
