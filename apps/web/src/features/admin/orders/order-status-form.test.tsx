import { shopperOrderStatusLabel, type OrderStatus } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi, type Reply } from '../testing/stub-admin-api';
import { OrderStatusForm } from './order-status-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS_ROUTE = 'POST /api/admin/orders/:id/status';
const STATUS_PATH = '/api/admin/orders/o1/status';

function renderForm(
  status: OrderStatus,
  next: OrderStatus[],
  reply?: () => Reply<typeof STATUS_ROUTE>,
  estimatedDate?: string,
) {
  const api = stubAdminApi({
    [STATUS_ROUTE]:
      reply ??
      (() => ({
        body: {
          success: true,
          order: buildAdminOrder({
            orderNumber: 'MM-1',
            orderStatus: 'Shipped',
            status: 'shipped',
            next: ['out_for_delivery', 'delivered'],
          }),
        },
      })),
  });
  const view = renderWithRouter(
    <OrderStatusForm
      orderId="o1"
      label={shopperOrderStatusLabel(status, 'paid')}
      next={next}
      estimatedDate={estimatedDate}
    />,
  );
  return { ...view, api, form: screen.getByRole('form', { name: 'Change status' }) };
}

const options = (form: HTMLElement) =>
  within(within(form).getByLabelText('New status'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('OrderStatusForm', () => {
  it('offers only the next statuses, without shipping fields when not shipping', () => {
    const { form } = renderForm('pending', ['processing', 'cancelled']);
    expect(options(form)).toEqual(['Processing', 'Cancelled']);
    expect(within(form).queryByLabelText('Tracking number')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Estimated delivery date')).not.toBeInTheDocument();
  });

  it('asks for the tracking number and delivery date to ship, each under its field, and sends them', async () => {
    const { form, user, api } = renderForm('processing', ['shipped', 'cancelled']);
    expect(options(form)).toEqual(['Shipped', 'Cancelled']);
    const tracking = within(form).getByLabelText('Tracking number');
    const date = within(form).getByLabelText('Estimated delivery date');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('Shipping needs a tracking number'),
    );
    expect(date).toHaveAccessibleDescription('Shipping needs an estimated delivery date');
    expect(api.calls).toHaveLength(0);

    // The tracking number typed, its error goes; the date's stays under the date.
    await user.type(tracking, 'TRK123');
    await vi.waitFor(() => expect(tracking).not.toHaveAttribute('aria-invalid'));
    expect(date).toHaveAccessibleDescription('Shipping needs an estimated delivery date');
    await user.type(date, '2026-12-01');
    await vi.waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(api.callsTo('POST', STATUS_PATH)).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      status: 'shipped',
      trackingNumber: 'TRK123',
      estimatedDelivery: '2026-12-01',
    });
  });

  it('offers the order’s estimated delivery as the date to ship with', async () => {
    const { form, user, api } = renderForm(
      'processing',
      ['shipped'],
      undefined,
      '2026-11-29T12:15:00.000Z',
    );
    expect(within(form).getByLabelText('Estimated delivery date')).toHaveValue('2026-11-29');
    await user.type(within(form).getByLabelText('Tracking number'), 'BD7788990011');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(api.callsTo('POST', STATUS_PATH)).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ estimatedDelivery: '2026-11-29' });
  });

  it('clears the note after an update, so the next one does not post it again', async () => {
    const { form, user, api } = renderForm('pending', ['processing'], () => ({
      body: {
        success: true,
        order: buildAdminOrder({ status: 'processing', next: ['processing'] }),
      },
    }));
    const note = within(form).getByLabelText('Note (optional)');
    await user.type(note, 'Packed with care');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(api.callsTo('POST', STATUS_PATH)).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ status: 'processing', note: 'Packed with care' });
    await vi.waitFor(() => expect(note).toHaveValue(''));

    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    await vi.waitFor(() => expect(api.callsTo('POST', STATUS_PATH)).toHaveLength(2));
    expect(api.calls[1]?.body).toEqual({ status: 'processing' });
  });

  it('hides the shipping fields again when another status is chosen', async () => {
    const { form, user } = renderForm('processing', ['shipped', 'cancelled']);
    expect(within(form).getByLabelText('Tracking number')).toBeVisible();
    await user.selectOptions(within(form).getByLabelText('New status'), 'cancelled');
    expect(within(form).queryByLabelText('Tracking number')).not.toBeInTheDocument();
    expect(within(form).getByText(/marks the payment for a refund/)).toBeVisible();
  });

  it('says plainly when the server refuses the move (409)', async () => {
    const message = 'An order that is shipped cannot become cancelled.';
    const { form, user } = renderForm('processing', ['cancelled'], () => ({
      status: 409,
      body: { success: false, message },
    }));
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Not changed: ${message}`);
  });

  it('says when an order has no further status', () => {
    renderWithRouter(<OrderStatusForm orderId="o1" label="Delivered" next={[]} />);
    expect(screen.getByText('This order is delivered: it has no further status.')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("names an unpaid order's status as its shopper reads it", () => {
    renderWithRouter(<OrderStatusForm orderId="o1" label="Awaiting payment" next={[]} />);
    expect(
      screen.getByText('This order is awaiting payment: it has no further status.'),
    ).toBeVisible();
  });
});
