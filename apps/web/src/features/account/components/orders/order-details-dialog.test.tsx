import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../components/product/testing/stub-api';
import type { Order } from '../../api/get-orders';
import { buildOrder } from '../../../../test/build-order';
import { renderOrdersTab } from './testing/render-orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDetails(order: Order = buildOrder()) {
  stubApi({ '/api/products/my-orders': () => ({ body: { success: true, orders: [order] } }) });
  const { user } = renderOrdersTab();
  const trigger = await screen.findByRole('button', { name: 'View Details' });
  await user.click(trigger);
  return { user, trigger, dialog: await screen.findByRole('dialog', { name: 'Order Details' }) };
}

describe('View Details', () => {
  it('shows number, date, status, address, payment, items, total and the charges as marks', async () => {
    const { dialog } = await openDetails();
    expect(dialog).toHaveAccessibleDescription('Order MM-261122-7KQ2XD');
    expect(within(dialog).getByText(/^November 22, 2026 at /)).toBeVisible();
    expect(within(dialog).getByText('Processing')).toHaveClass('bg-blue-100');
    const address = dialog.querySelector('address');
    expect(address).toHaveTextContent(
      'Asha Rao12 Lake RoadHyderabad, Telangana, 500034IndiaPhone: 9876543210',
    );
    expect(within(dialog).getByText('Razorpay')).toBeVisible();
    expect(within(dialog).getByText('Gratitude Journal')).toBeVisible();
    // Unit prices and the total as charged, in rupees; whole amounts without '.00'.
    expect(within(dialog).getByText('Gratitude Journal').closest('li')).toHaveTextContent(
      /Price: ₹499$/,
    );
    expect(within(dialog).getByText('Habit Tracker Poster').closest('li')).toHaveTextContent(
      /Price: ₹299$/,
    );
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent(/^₹1,396$/);
    expect(within(dialog).getByRole('img', { name: 'Shipping charged' })).toBeVisible();
    // The GST included in the prices was charged.
    expect(within(dialog).getByRole('img', { name: 'Tax charged' })).toBeVisible();
    // The amounts themselves are not shown: only whether they were charged.
    expect(within(dialog).queryByText(/₹99\b/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/181\.58/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Pending', 'bg-amber-100'],
    ['processing', 'Processing', 'bg-blue-100'],
    ['shipped', 'Shipped', 'bg-blue-100'],
    ['delivered', 'Delivered', 'bg-green-100'],
    ['cancelled', 'Cancelled', 'bg-red-100'],
    ['out_for_delivery', 'Out for Delivery', 'bg-stone-100'],
  ] as const)('colours a %s badge', async (status, label, colour) => {
    const { dialog } = await openDetails(buildOrder({ status, orderStatus: label }));
    expect(within(dialog).getByText(label)).toHaveClass(colour);
  });

  it('closes by Escape and returns focus to its trigger', async () => {
    const { user, trigger } = await openDetails();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes by its X and by its Close button', async () => {
    const { user, trigger } = await openDetails();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click outside', async () => {
    const { user, dialog } = await openDetails();
    const overlay = dialog.previousElementSibling as HTMLElement;
    expect(overlay).toHaveAttribute('data-state', 'open');
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('traps focus inside while open', async () => {
    const { user, dialog } = await openDetails();
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('Cancel order', () => {
  it('cancels an order that has not been dispatched, after a confirmation, and says the refund is on its way', async () => {
    let cancelled = false;
    const order = buildOrder({ status: 'processing', orderStatus: 'Processing' });
    const { callsTo } = stubApi({
      '/api/products/my-orders': () => ({
        body: {
          success: true,
          orders: [
            cancelled
              ? {
                  ...order,
                  status: 'cancelled' as const,
                  orderStatus: 'Cancelled',
                  paymentStatus: 'refunded' as const,
                }
              : order,
          ],
        },
      }),
      '/api/products/my-orders/:orderNumber/cancel': () => {
        cancelled = true;
        return {
          body: {
            success: true,
            message:
              'Your order is cancelled. Your payment is being refunded to the original payment method within 7-10 business days.',
            refund: null,
          },
        };
      },
    });
    const { user } = renderOrdersTab();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    // Nothing is sent until the shopper confirms.
    expect(callsTo(`/api/products/my-orders/${order.orderNumber}/cancel`)).toHaveLength(0);
    const confirm = within(dialog).getByRole('group', { name: 'Confirm cancellation' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() =>
      expect(callsTo(`/api/products/my-orders/${order.orderNumber}/cancel`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'Cancel order' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      within(dialog).getByText('Refunded to your original payment method (7-10 business days).'),
    ).toBeVisible();
  });

  it.each(['shipped', 'delivered', 'cancelled'] as const)(
    'offers no cancellation once an order is %s',
    async (status) => {
      // The server's `actions` (issue 29) no longer allow it.
      const actions = { cancel: { allowed: false }, return: { allowed: false } };
      const { dialog } = await openDetails(buildOrder({ status, actions }));
      expect(
        within(dialog).queryByRole('button', { name: 'Cancel order' }),
      ).not.toBeInTheDocument();
    },
  );
});
