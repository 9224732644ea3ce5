/** The owner's carriers on /admin/shipping (record 058): listed, added and edited, refused in words. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import type { Carrier } from '../api/carriers';
import { stubAdminApi } from '../testing/stub-admin-api';
import { CarriersSection } from './carriers-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BLUE_DART: Carrier = {
  id: '0b7a5e0e-8c1f-4d4e-9a51-2f3c4d5e6f6f',
  name: 'Blue Dart',
  trackingUrlTemplate: 'https://www.bluedart.com/tracking?awb={tracking}',
  trackingPattern: '[0-9]{11}',
  trackingExample: '12345678901',
  active: true,
};

function renderSection() {
  const api = stubAdminApi({
    'GET /api/admin/shipping/carriers': () => ({ body: { success: true, carriers: [BLUE_DART] } }),
    'POST /api/admin/shipping/carriers': ({ body }) => ({
      status: 201,
      body: { success: true, carrier: { ...BLUE_DART, ...(body as object), id: 'new' } },
    }),
  });
  return { ...renderWithRouter(<CarriersSection />), api };
}

describe('the carriers section', () => {
  it('lists each carrier with its tracking page and an example number', async () => {
    renderSection();
    expect(await screen.findByText('Blue Dart')).toBeVisible();
    expect(screen.getByText(BLUE_DART.trackingUrlTemplate)).toBeVisible();
    expect(screen.getByText('Numbers look like 12345678901')).toBeVisible();
  });

  it('refuses a page without {tracking} under its field, then adds the carrier', async () => {
    const { user, api } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add a carrier' }));
    const form = screen.getByRole('form', { name: 'New carrier' });
    await user.type(within(form).getByLabelText('Name'), 'Ecom Express');
    const page = within(form).getByLabelText('Tracking page');
    await user.type(page, 'https://ecomexpress.in/tracking/');
    // Pasted: user-event reads [ and { as keys to press.
    await user.click(within(form).getByLabelText('Tracking number format'));
    await user.paste('[0-9]{10}');
    await user.type(within(form).getByLabelText('Example number'), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'Save carrier' }));
    await vi.waitFor(() =>
      expect(page).toHaveAccessibleDescription(/Put \{tracking\} where the tracking number goes/),
    );
    expect(api.callsTo('POST', '/api/admin/shipping/carriers')).toHaveLength(0);

    await user.click(page);
    await user.paste('?awb={tracking}');
    await user.click(within(form).getByRole('button', { name: 'Save carrier' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/shipping/carriers')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/admin/shipping/carriers')[0]?.body).toEqual({
      name: 'Ecom Express',
      trackingUrlTemplate: 'https://ecomexpress.in/tracking/?awb={tracking}',
      trackingPattern: '[0-9]{10}',
      trackingExample: '1234567890',
      active: true,
    });
  });
});
