import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../../../components/product/testing/stub-api';
import type { Tracking } from '../../api/get-tracking';
import { buildOrder, buildTracking, NOTHING_AFTER_SALE } from '../../../../test/build-order';
import { renderOrdersTab } from './testing/render-orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TRACK_PATH = '/api/products/my-orders/:orderNumber';
const TRACK_URL = '/api/products/my-orders/MM-261122-7KQ2XD';
type TrackReply = ApiReply<typeof TRACK_PATH>;

async function openTracking(reply: () => TrackReply | Promise<TrackReply>) {
  const { callsTo } = stubApi({
    '/api/products/my-orders': () => ({ body: { success: true, orders: [buildOrder()] } }),
    [TRACK_PATH]: reply,
  });
  const { user } = renderOrdersTab();
  await user.click(await screen.findByRole('button', { name: 'Track Order' }));
  return { user, callsTo, dialog: await screen.findByRole('dialog', { name: 'Track Order' }) };
}

const answer = (track: Tracking) => (): TrackReply => ({
  body: { success: true, track, ...NOTHING_AFTER_SALE },
});
const steps = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

describe('Track Order', () => {
  it('loads only when opened, then shows estimate, tracking number and the timeline', async () => {
    const held = deferred<TrackReply>();
    const { dialog, callsTo } = await openTracking(() => held.promise);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading tracking details');
    expect(callsTo(TRACK_URL)).toHaveLength(1);
    held.resolve(answer(buildTracking())());

    expect(await within(dialog).findByText('November 29, 2026')).toBeVisible();
    expect(within(dialog).getByText('Estimated delivery')).toBeVisible();
    expect(within(dialog).getByText('Not assigned yet')).toBeVisible();
    const [placed, processing, shipped, out, delivered] = steps(dialog);
    expect(placed).toHaveAttribute('data-state', 'completed');
    expect(placed).toHaveTextContent(/Placed: CompletedNovember 22, 2026 at /);
    expect(processing).toHaveAttribute('aria-current', 'step');
    expect(processing).toHaveTextContent('Processing: Next step');
    for (const step of [shipped, out, delivered]) {
      expect(step).toHaveAttribute('data-state', 'pending');
      expect(step).not.toHaveAttribute('aria-current');
    }
  });

  it("reads a paid, not yet started order as 'Placed' on the card, in the dialog and the timeline", async () => {
    const { callsTo } = stubApi({
      '/api/products/my-orders': () => ({
        body: {
          success: true,
          orders: [buildOrder({ status: 'pending', paymentStatus: 'paid', orderStatus: 'Placed' })],
        },
      }),
      [TRACK_PATH]: answer(buildTracking({ orderStatus: 'Placed' })),
    });
    const { user } = renderOrdersTab();
    const card = (await screen.findByRole('button', { name: 'Track Order' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Placed', { exact: true })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Order' });
    const status = await within(dialog).findByText('Status');
    expect(status.nextElementSibling).toHaveTextContent(/^Placed$/);
    // The status is the last step reached; the next one is announced as next, not as under way.
    const reached = steps(dialog).filter((step) => step.dataset.state === 'completed');
    expect(reached.at(-1)).toHaveTextContent(/^Placed: Completed/);
    expect(dialog).not.toHaveTextContent('In progress');
    expect(dialog).not.toHaveTextContent('Pending');
    expect(callsTo(TRACK_URL)).toHaveLength(1);
  });

  it('marks every dated step completed and has no active step once delivered', async () => {
    const at = '2026-11-25T12:00:00.000Z';
    const { dialog } = await openTracking(
      answer(
        buildTracking({
          orderStatus: 'Delivered',
          trackingNumber: 'TRK123456',
          status: {
            Placed: at,
            Processing: at,
            Shipped: at,
            'Out for Delivery': at,
            Delivered: at,
          },
        }),
      ),
    );
    expect(await within(dialog).findByText('TRK123456')).toBeVisible();
    expect(within(dialog).getByText('Delivered on')).toBeVisible();
    for (const step of steps(dialog)) expect(step).toHaveAttribute('data-state', 'completed');
    expect(dialog.querySelector('[aria-current]')).toBeNull();
  });

  it('says clearly when an order was cancelled, with no active step', async () => {
    const { dialog } = await openTracking(
      answer(buildTracking({ cancelled: true, orderStatus: 'Cancelled' })),
    );
    expect(await within(dialog).findByText('This order has been cancelled.')).toBeVisible();
    expect(within(dialog).queryByText('Estimated delivery')).not.toBeInTheDocument();
    expect(dialog.querySelector('[aria-current]')).toBeNull();
    expect(steps(dialog)[1]).toHaveAttribute('data-state', 'pending');
  });

  it('explains a failure and closes with its Close button', async () => {
    const { dialog, user } = await openTracking(() => ({
      status: 404,
      body: { success: false, message: 'Order not found' },
    }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not find this order.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Track Order' })).toHaveFocus();
  });
});
