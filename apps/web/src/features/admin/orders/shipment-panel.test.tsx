/**
 * The courier booking on the order page (record 058): book, then the waybill and courier fill the
 * Shipped form; the label and the pickup follow; a refusal is said in the aggregator's words.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import type { Carrier } from '../api/carriers';
import { stubAdminApi } from '../testing/stub-admin-api';
import { OrderStatusForm } from './order-status-form';
import { ShipmentPanel } from './shipment-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHIPMENT = '/api/admin/orders/o1/shipment';
const BLUE_DART = '0b7a5e0e-8c1f-4d4e-9a51-2f3c4d5e6f6f';
const CARRIERS: Carrier[] = [
  {
    id: BLUE_DART,
    name: 'Blue Dart',
    trackingUrlTemplate: 'https://www.bluedart.com/tracking?awb={tracking}',
    trackingPattern: '[0-9]{11}',
    trackingExample: '12345678901',
    active: true,
  },
];
const booked = (pickupAt: string | null = null) => ({
  provider: 'awb-house',
  awb: '19041234567',
  courierName: 'BLUE DART',
  pickupAt,
  bookedAt: '2026-11-26T10:00:00.000Z',
});

describe('the courier booking', () => {
  it('books the shipment, offers its label and schedules the pickup', async () => {
    let shipment: ReturnType<typeof booked> | null = null;
    const api = stubAdminApi({
      [`GET ${SHIPMENT}`]: () => ({ body: { success: true, provider: 'sandbox', shipment } }),
      [`POST ${SHIPMENT}`]: () => {
        shipment = booked();
        return { body: { success: true, provider: 'sandbox', shipment } };
      },
      [`POST ${SHIPMENT}/pickup`]: () => ({
        body: { success: true, provider: 'sandbox', shipment: booked('2026-11-27T06:30:00.000Z') },
      }),
    } as Parameters<typeof stubAdminApi>[0]);
    const { user } = renderWithRouter(<ShipmentPanel orderId="o1" bookable />);

    const region = await screen.findByRole('region', { name: 'Courier booking' });
    await user.click(within(region).getByRole('button', { name: 'Book shipment' }));
    expect(await within(region).findByText('19041234567')).toBeInTheDocument();
    expect(within(region).getByText('BLUE DART')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Shipping label (PDF)' })).toHaveAttribute(
      'href',
      `${SHIPMENT}/label.pdf`,
    );
    await user.click(within(region).getByRole('button', { name: 'Schedule pickup' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `${SHIPMENT}/pickup`)).toHaveLength(1));
    expect(await within(region).findByText(/27 Nov 2026/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Schedule pickup' })).toBeNull();
  });

  it('says why the aggregator refused', async () => {
    const message = 'Shiprocket refused /orders/create/adhoc: Oops! Invalid Data.';
    stubAdminApi({
      [`GET ${SHIPMENT}`]: () => ({ body: { success: true, provider: 'sandbox', shipment: null } }),
      [`POST ${SHIPMENT}`]: () => ({ status: 502, body: { success: false, message } }),
    } as Parameters<typeof stubAdminApi>[0]);
    const { user } = renderWithRouter(<ShipmentPanel orderId="o1" bookable />);
    await user.click(await screen.findByRole('button', { name: 'Book shipment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('is not offered without an aggregator, nor before the order may ship', async () => {
    for (const [provider, bookable] of [
      [null, true],
      ['sandbox', false],
    ] as const) {
      const api = stubAdminApi({
        [`GET ${SHIPMENT}`]: () => ({ body: { success: true, provider, shipment: null } }),
      } as Parameters<typeof stubAdminApi>[0]);
      const view = renderWithRouter(<ShipmentPanel orderId="o1" bookable={bookable} />);
      await vi.waitFor(() => expect(api.callsTo('GET', SHIPMENT)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Courier booking' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Book shipment' })).toBeNull();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('the Shipped form after a booking', () => {
  it('takes the waybill and the listed carrier by its name', async () => {
    renderWithRouter(
      <OrderStatusForm
        orderId="o1"
        label="Processing"
        next={['shipped', 'cancelled']}
        carriers={CARRIERS}
        booked={booked()}
      />,
    );
    const form = screen.getByRole('form', { name: 'Change status' });
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Tracking number')).toHaveValue('19041234567'),
    );
    expect(within(form).getByLabelText('Carrier')).toHaveValue(BLUE_DART);
  });
});
