/** A COD order's panel: its state from the record, and each ending asked in a dialog, then sent. */
import { COD_MESSAGES } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { renderWithRouter } from '../../../test/render-with-router';
import { useOrder, type AdminOrder } from '../api/orders';
import { stubAdminApi } from '../testing/stub-admin-api';
import { CodPanel } from './cod-panel';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-22T12:15:00.000Z';
const event = (status: string) => ({ status, note: '', createdAt: at });
const codOrder = (over: Partial<AdminOrder> = {}) =>
  buildAdminOrder({
    _id: 'o1',
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    status: 'shipped',
    events: [event('placed'), event('cod_confirmed'), event('processing'), event('shipped')],
    cod: { fee: 49, confirmBy: at, confirmedAt: at, outcome: null },
    ...over,
  });

function renderPanel(order: AdminOrder, refuse?: string) {
  const api = stubAdminApi({
    'POST /api/admin/orders/:id/cod/collected': () =>
      refuse
        ? { status: 409, body: { success: false, message: refuse } }
        : { body: { success: true, order: { ...order, paymentStatus: 'paid' } } },
    'POST /api/admin/orders/:id/cod/returned': () => ({
      body: { success: true, order: { ...order, status: 'cancelled' } },
    }),
  });
  return { ...renderWithRouter(<CodPanel order={order} />), api };
}

describe('CodPanel', () => {
  it('marks a confirmed, shipped order delivered and collected after the dialog says yes', async () => {
    const { user, api } = renderPanel(codOrder());
    const panel = screen.getByRole('region', { name: 'Cash on delivery' });
    expect(panel).toHaveTextContent('Confirmed by the shopper');

    await user.click(within(panel).getByRole('button', { name: 'Delivered and cash collected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delivered and cash collected' });
    // The dialog starts on the safe choice; nothing is sent until the owner says yes.
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('button', { name: 'Yes, delivered and cash collected' }),
    );
    expect(await screen.findByText('Marked delivered and cash collected.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/orders/o1/cod/collected')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/admin/orders/o1/cod/returned')).toHaveLength(0);
  });

  it('records a return to origin for a shipped parcel', async () => {
    const { user, api } = renderPanel(codOrder());
    await user.click(screen.getByRole('button', { name: 'Returned to origin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Returned to origin' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, returned to origin' }));
    expect(await screen.findByText('Marked returned to origin.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/orders/o1/cod/returned')).toHaveLength(1);
  });

  it("shows the server's refusal in a toast", async () => {
    const { user } = renderPanel(codOrder(), COD_MESSAGES.collectNotConfirmed);
    await user.click(screen.getByRole('button', { name: 'Delivered and cash collected' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delivered and cash collected' }));
    expect(await screen.findByText(COD_MESSAGES.collectNotConfirmed)).toBeVisible();
  });

  it('offers no collection before the shopper confirms, and no return before shipping', () => {
    renderPanel(
      codOrder({
        status: 'pending',
        events: [event('placed')],
        cod: { fee: 49, confirmBy: at, confirmedAt: null, outcome: null },
      }),
    );
    expect(screen.getByRole('region', { name: 'Cash on delivery' })).toHaveTextContent(
      'Waiting for the shopper to confirm it',
    );
    expect(screen.queryByRole('button', { name: 'Delivered and cash collected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Returned to origin' })).toBeNull();
  });

  it('shows a settled order with no buttons', () => {
    renderPanel(codOrder({ paymentStatus: 'paid', status: 'delivered' }));
    expect(screen.getByText('Delivered and cash collected.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a return to origin from an order cancelled before it shipped', () => {
    renderPanel(
      codOrder({
        status: 'cancelled',
        cod: { fee: 49, confirmBy: at, confirmedAt: at, outcome: 'returned_to_origin' },
      }),
    );
    expect(screen.getByText(/Returned to origin: the stock is back/)).toBeVisible();
    renderPanel(
      codOrder({
        status: 'cancelled',
        cod: { fee: 49, confirmBy: at, confirmedAt: null, outcome: null },
      }),
    );
    expect(screen.getByText(/Cancelled: not confirmed in time/)).toBeVisible();
  });

  it('shows nothing for an order paid online', () => {
    renderPanel(buildAdminOrder({ paymentMethod: 'Razorpay' }));
    expect(screen.queryByRole('region', { name: 'Cash on delivery' })).toBeNull();
  });

  it('still says it is done when the refetched order has ended the buttons', async () => {
    // As on the order's page: the panel shows the order as the API now has it.
    let order = codOrder();
    const api = stubAdminApi({
      'GET /api/admin/orders/:id': () => ({ body: { success: true, order } }),
      'POST /api/admin/orders/:id/cod/collected': () => {
        order = { ...order, paymentStatus: 'paid', status: 'delivered' };
        return { body: { success: true, order } };
      },
    });
    function FetchedPanel() {
      const fetched = useOrder('o1');
      return fetched.data ? <CodPanel order={fetched.data} /> : null;
    }
    const { user } = renderWithRouter(<FetchedPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delivered and cash collected' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delivered and cash collected' }));

    expect(await screen.findByText('Marked delivered and cash collected.')).toBeVisible();
    expect(await screen.findByText('Delivered and cash collected.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delivered and cash collected' })).toBeNull();
    expect(api.callsTo('POST', '/api/admin/orders/o1/cod/collected')).toHaveLength(1);
  });
});
