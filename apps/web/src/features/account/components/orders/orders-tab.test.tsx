import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../../../components/product/testing/stub-api';
import { buildOrder } from '../../../../test/build-order';
import { renderOrdersTab } from './testing/render-orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LONG_DATE = /^November 22, 2026 at \d{1,2}:\d{2}\s[AP]M$/;

describe('OrdersTab', () => {
  it('shows placeholder cards while loading, then the orders', async () => {
    const reply = deferred<ApiReply<'/api/products/my-orders'>>();
    stubApi({ '/api/products/my-orders': () => reply.promise });
    renderOrdersTab();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
    expect(screen.getByRole('region', { name: 'Order History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    reply.resolve({ body: { success: true, orders: [buildOrder()] } });
    expect(await screen.findByRole('article', { name: 'Order MM-261122-7KQ2XD' })).toBeVisible();
    expect(screen.queryByText('Loading your orders')).not.toBeInTheDocument();
  });

  it("links each card's number to the order's own page, which a reload shows again", async () => {
    stubApi({
      '/api/products/my-orders': () => ({ body: { success: true, orders: [buildOrder()] } }),
    });
    renderOrdersTab();
    expect(await screen.findByRole('link', { name: 'Order MM-261122-7KQ2XD' })).toHaveAttribute(
      'href',
      '/orders/MM-261122-7KQ2XD',
    );
  });

  it("shows the empty state with 'Start Shopping'", async () => {
    stubApi({ '/api/products/my-orders': () => ({ body: { success: true, orders: [] } }) });
    renderOrdersTab();
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows number, long date, status, items and the charged total on each card', async () => {
    const delivered = buildOrder({
      _id: 'o2',
      orderNumber: 'MM-261120-ABCDEF',
      status: 'delivered',
      orderStatus: 'Delivered',
      // Charged in dollars: $12.99 (₹999 converted and rounded up), no GST on an export.
      subtotalPrice: 12.99,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 12.99,
      currency: 'USD',
      charged: { amount: 12.99, currency: 'USD' },
      orderItems: [{ id: 'p3', title: 'Mindful Planner', quantity: 1, price: 12.99 }],
    });
    const placed = buildOrder();
    // A line sold as a variant (record 038) names its options and SKU.
    placed.orderItems[1] = {
      ...placed.orderItems[1]!,
      variantId: 'v-a3',
      sku: 'POSTER-A3',
      options: { Size: 'A3' },
    };
    stubApi({
      '/api/products/my-orders': () => ({
        body: { success: true, orders: [placed, delivered] },
      }),
    });
    renderOrdersTab();
    const card = await screen.findByRole('article', { name: 'Order MM-261122-7KQ2XD' });
    expect(within(card).getByText(LONG_DATE)).toHaveAttribute(
      'datetime',
      '2026-11-22T12:15:00.000Z',
    );
    expect(within(card).getByText('Placed on', { exact: false })).toBeVisible();
    expect(within(card).getByText('Processing')).toHaveAttribute('data-status', 'processing');
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gratitude Journal');
    expect(items[0]).toHaveTextContent('Quantity: 2 · Colour: Sage');
    // Unit prices as the API gives them, in the currency charged (not converted again).
    expect(items[0]).toHaveTextContent(/Price: ₹499$/);
    expect(items[1]).toHaveTextContent('Habit Tracker Poster');
    expect(items[1]).toHaveTextContent('Quantity: 1 · A3 · SKU POSTER-A3');
    expect(items[1]).toHaveTextContent(/Price: ₹299$/);
    expect(within(card).getByText(/^Total:/)).toHaveTextContent(/^Total: ₹1,396$/);
    const details = within(card).getByRole('button', { name: 'View Details' });
    expect(details).toHaveAccessibleDescription('Order MM-261122-7KQ2XD');
    expect(within(card).getByRole('button', { name: 'Track Order' })).toBeVisible();

    const second = screen.getByRole('article', { name: 'Order MM-261120-ABCDEF' });
    expect(within(second).getByRole('listitem')).toHaveTextContent(/Price: \$12\.99$/);
    expect(within(second).getByText(/^Total:/)).toHaveTextContent(/^Total: \$12\.99$/);
    expect(within(second).getByText('Delivered')).toHaveAttribute('data-status', 'delivered');
  });

  it('offers another try when the orders cannot be loaded', async () => {
    let calls = 0;
    stubApi({
      '/api/products/my-orders': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: 'Internal error' } }
          : { body: { success: true, orders: [] } },
    });
    const { user } = renderOrdersTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your orders. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeVisible();
  });
});
