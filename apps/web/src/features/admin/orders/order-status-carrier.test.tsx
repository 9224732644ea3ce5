/** The Shipped form's carrier (record 058): chosen from the owner's list, its format checked under the number. */
import { shopperOrderStatusLabel } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { renderWithRouter } from '../../../test/render-with-router';
import type { Carrier } from '../api/carriers';
import { stubAdminApi } from '../testing/stub-admin-api';
import { OrderStatusForm } from './order-status-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS_PATH = '/api/admin/orders/o1/status';
const carrier = (id: string, name: string, pattern: string, example: string): Carrier => ({
  id,
  name,
  trackingUrlTemplate: `https://example.in/${name}?awb={tracking}`,
  trackingPattern: pattern,
  trackingExample: example,
  active: true,
});
const BLUE_DART = '0b7a5e0e-8c1f-4d4e-9a51-2f3c4d5e6f6f';
const CARRIERS = [
  carrier(BLUE_DART, 'Blue Dart', '[0-9]{11}', '12345678901'),
  carrier(
    '0b7a5e0e-8c1f-4d4e-9a51-2f3c4d5e6f70',
    'India Post Speed Post',
    '[A-Z]{2}[0-9]{9}IN',
    'EE123456789IN',
  ),
  {
    ...carrier('0b7a5e0e-8c1f-4d4e-9a51-2f3c4d5e6f71', 'Old Courier', '[0-9]+', '123'),
    active: false,
  },
];

function renderForm(reply?: () => { status: number; body: object }) {
  const api = stubAdminApi({
    'POST /api/admin/orders/:id/status':
      reply ??
      (() => ({
        body: {
          success: true,
          order: buildAdminOrder({ status: 'shipped', next: ['out_for_delivery', 'delivered'] }),
        },
      })),
  } as Parameters<typeof stubAdminApi>[0]);
  const view = renderWithRouter(
    <OrderStatusForm
      orderId="o1"
      label={shopperOrderStatusLabel('processing', 'paid')}
      next={['shipped', 'cancelled']}
      estimatedDate="2026-12-03T12:00:00.000Z"
      carriers={CARRIERS}
    />,
  );
  return { api, user: view.user, form: screen.getByRole('form', { name: 'Change status' }) };
}

describe('the Shipped form’s carrier', () => {
  it('offers the active carriers and one not listed', () => {
    const { form } = renderForm();
    const options = within(within(form).getByLabelText('Carrier')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Blue Dart',
      'India Post Speed Post',
      'Another carrier (not listed)',
    ]);
  });

  it('refuses a number in another format under the field, then sends the carrier with a good one', async () => {
    const { form, api, user } = renderForm();
    await user.selectOptions(within(form).getByLabelText('Carrier'), BLUE_DART);
    const tracking = within(form).getByLabelText('Tracking number');
    expect(tracking).toHaveAccessibleDescription('A Blue Dart number looks like 12345678901');
    await user.type(tracking, 'EE123456789IN');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() =>
      expect(tracking).toHaveAccessibleDescription(
        /That is not a Blue Dart tracking number: it looks like 12345678901/,
      ),
    );
    expect(api.calls).toHaveLength(0);
    await user.clear(tracking);
    await user.type(tracking, '44556677889');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(api.callsTo('POST', STATUS_PATH)).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      status: 'shipped',
      carrierId: BLUE_DART,
      trackingNumber: '44556677889',
      estimatedDelivery: '2026-12-03',
    });
  });

  it('shows the server’s word on a field under that field', async () => {
    const message = 'That is not a Blue Dart tracking number: it looks like 12345678901';
    const { form, user } = renderForm(() => ({
      status: 400,
      body: { success: false, message, errors: { trackingNumber: message } },
    }));
    await user.type(within(form).getByLabelText('Tracking number'), 'ANY-NUMBER');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Tracking number')).toHaveAccessibleDescription(message),
    );
  });
});
