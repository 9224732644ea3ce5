import type { ApiReplyBody } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi, type AdminRoutes } from '../testing/stub-admin-api';
import ShippingPage from './shipping-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const method = { description: '', businessDays: true, freeOverCents: null };
const TABLE: ApiReplyBody<'GET /api/admin/shipping'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          ...method,
          code: 'standard',
          name: 'Standard',
          priceCents: 7_900,
          freeOverCents: 99_900,
          minDays: 5,
          maxDays: 7,
        },
        { ...method, code: 'express', name: 'Express', priceCents: 14_900, minDays: 2, maxDays: 3 },
      ],
    },
    {
      name: 'Abroad',
      countries: ['Canada'],
      methods: [
        {
          ...method,
          code: 'intl',
          name: 'International',
          priceCents: 149_900,
          minDays: 7,
          maxDays: 14,
        },
      ],
    },
  ],
};

function renderPage(put: AdminRoutes['PUT /api/admin/shipping']) {
  const api = stubAdminApi({
    'GET /api/admin/shipping': () => ({ body: TABLE }),
    'PUT /api/admin/shipping': put,
    // The carriers below the table (record 058) have their own tests.
    'GET /api/admin/shipping/carriers': () => ({ body: { success: true, carriers: [] } }),
  });
  return { ...renderWithRouter(<ShippingPage />), api };
}

describe('the shipping editor', () => {
  it('shows the table in rupees and saves it in paise', async () => {
    const { user, api } = renderPage(({ body }) => ({ body: { ...TABLE, ...(body as object) } }));
    const express = await screen.findByDisplayValue('Express');
    const method = express.closest('div.rounded-xl') as HTMLElement;
    const price = within(method).getByLabelText('Price (INR)');
    expect(price).toHaveValue('149');
    await user.clear(price);
    await user.type(price, '199.50');
    await user.click(screen.getByRole('button', { name: 'Save shipping rates' }));

    expect(await screen.findByText('Shipping rates saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', '/api/admin/shipping');
    const sent = put!.body as typeof TABLE;
    expect(sent.zones[0]!.methods[1]).toMatchObject({ code: 'express', priceCents: 19_950 });
    expect(sent.zones[0]!.methods[0]).toMatchObject({ priceCents: 7_900, freeOverCents: 99_900 });
  });

  it('refuses a country in two zones beside the countries, and sends nothing', async () => {
    const { user, api } = renderPage(() => ({ body: TABLE }));
    await screen.findByDisplayValue('Abroad');
    const zones = screen.getAllByRole('group', { name: 'Countries' });
    await user.click(within(zones[1]!).getByRole('checkbox', { name: /^India/ }));
    await user.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    expect(
      await within(zones[1]!).findByText('India is already in the zone "India"'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(api.callsTo('PUT', '/api/admin/shipping')).toHaveLength(0);
  });

  it("shows the server's field message beside the field it names", async () => {
    const { user } = renderPage(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Invalid input',
        errors: { 'zones.0.methods.1.priceCents': 'Price is at most ₹10,00,000' },
      },
    }));
    await screen.findByDisplayValue('Express');
    await user.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    const express = screen.getByDisplayValue('Express').closest('div.rounded-xl') as HTMLElement;
    expect(await within(express).findByText('Price is at most ₹10,00,000')).toBeVisible();
    expect(within(express).getByLabelText('Price (INR)')).toHaveAccessibleDescription(
      'Price is at most ₹10,00,000',
    );
  });
});
