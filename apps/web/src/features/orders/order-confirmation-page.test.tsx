/**
 * /orders/:orderNumber: loading, the paid order as a receipt, not found, signed out, and (issue 27)
 * a guest's order opened by its token, cash on delivery, a business buyer and the tracking steps.
 */
import type { OrderConfirmation } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  stubApi,
  type ApiReply,
  type ApiRoutes,
} from '../../components/product/testing/stub-api';
import { NOTHING_AFTER_SALE } from '../../test/build-order';
import { buildUser } from '../../test/build-user';
import OrderConfirmationPage from './order-confirmation-page';

const NUMBER = 'MM-261122-7KQ2XD';
const asha = buildUser();
const session: ApiRoutes = { '/api/users/fetch': () => ({ body: { success: true, user: asha } }) };

const order: OrderConfirmation = {
  _id: 'o1',
  orderNumber: NUMBER,
  createdDate: '2026-11-22T12:15:00.000Z',
  status: 'processing',
  orderStatus: 'Placed',
  paymentStatus: 'paid',
  // Priced in the currency charged, GST included (record 036): 2 x ₹499 at 18% and ₹99 shipping
  // at the goods' 18%. GST inside: round(99800 x 18 / 118) + round(9900 x 18 / 118) paise
  // = 15224 + 1510 = ₹167.34; the total is what the lines and shipping add up to, ₹1,097.
  orderItems: [{ id: 'p1', title: 'Gratitude Journal', quantity: 2, price: 499 }],
  lines: [
    {
      id: 'p1',
      title: 'Gratitude Journal',
      quantity: 2,
      price: 499,
      unitPrice: 499,
      linePrice: 998,
      discount: 0,
      variantId: 'v-sage-dotted',
      sku: 'GRATITUDE-SAGE-DOTTED',
      options: { Colour: 'Sage', Ruling: 'Dotted' },
    },
  ],
  subtotalPrice: 998,
  totalPrice: 1097,
  shippingPrice: 99,
  taxPrice: 167.34,
  discountPrice: 0,
  discounts: [],
  giftCards: [],
  storeCredit: 0,
  taxIncluded: true,
  charged: { amount: 1097, currency: 'INR' },
  exchangeRate: 1,
  amountMinor: 109700,
  currency: 'INR',
  estimatedDate: '2026-11-29T12:15:00.000Z',
  shippingMethod: 'Standard',
  earliestDate: '2026-11-27T12:15:00.000Z',
  shippingAddress: {
    name: 'Asha Rao',
    address: '12 Lake Road',
    city: 'Hyderabad',
    state: 'Telangana',
    zipCode: '500034',
    country: 'India',
    number: '9876543210',
  },
  paymentMethod: 'Razorpay',
  ...NOTHING_AFTER_SALE,
  guest: false,
  buyerGstin: null,
  businessName: null,
  cod: null,
  track: {
    orderNumber: NUMBER,
    orderStatus: 'Placed',
    cancelled: false,
    estimatedDate: '2026-11-29T12:15:00.000Z',
    trackingNumber: null,
    status: {
      Placed: '2026-11-22T12:15:00.000Z',
      Processing: null,
      Shipped: null,
      'Out for Delivery': null,
      Delivered: null,
    },
  },
};

function renderPage(path = `/orders/${NUMBER}`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/orders/:orderNumber', element: <OrderConfirmationPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});
afterEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it('shows a spinner while loading, then the thank-you, items, totals, address and delivery', async () => {
    const reply = deferred<ApiReply<'/api/orders/by-number/:orderNumber'>>();
    const { callsTo } = stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => reply.promise,
    });
    renderPage();
    expect(await screen.findByText('Loading your order')).toBeInTheDocument();

    reply.resolve({ body: { success: true, order } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(screen.getByText(NUMBER)).toBeVisible();
    expect(screen.getByText(/A confirmation is on its way to your inbox/)).toBeVisible();
    // Unit and line prices as the API gives them, in the currency charged; whole rupees bare.
    const items = screen.getByRole('heading', { name: 'Items' }).parentElement!;
    const line = within(items).getByRole('listitem');
    expect(line).toHaveTextContent('Gratitude Journal');
    expect(line).toHaveTextContent(
      /^Gratitude Journal2 × ₹499 · Sage \/ Dotted · SKU GRATITUDE-SAGE-DOTTEDLine total: ₹998$/,
    );
    const row = (label: string) => within(items).getByText(label).nextElementSibling;
    expect(row('Subtotal')).toHaveTextContent(/^₹998$/);
    expect(row('Shipping')).toHaveTextContent(/^₹99$/);
    // The GST is inside the prices: a row saying so, no 'Tax' added on top.
    expect(row('Includes GST')).toHaveTextContent(/^₹167\.34$/);
    expect(within(items).queryByText('Tax')).not.toBeInTheDocument();
    expect(row('Total')).toHaveTextContent(/^₹1,097$/);
    expect(screen.getByText('Paid ₹1,097')).toBeVisible();
    expect(screen.getByText('12 Lake Road')).toBeVisible();
    expect(screen.getByText('Razorpay')).toBeVisible();
    // The method charged and its window, from the earliest to the latest day.
    expect(screen.getByText('Standard')).toBeVisible();
    expect(screen.getByText('November 27, 2026 - November 29, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/profile?query=orders',
    );
    expect(callsTo(`/api/orders/by-number/${NUMBER}`)).toHaveLength(1);
  });

  it("says 'Order not found' for a number that is not the shopper's", async () => {
    stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => ({
        status: 404,
        body: { success: false, message: 'Order not found' },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(screen.queryByText('Thank you for your order')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back to the order', async () => {
    document.cookie = 'signed_in=; path=/; max-age=0';
    const { callsTo } = stubApi({});
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/orders/${NUMBER}`,
    );
    expect(callsTo(`/api/orders/by-number/${NUMBER}`)).toHaveLength(0);
  });

  it('shows a guest their order by the token from the link, signed out, with an invitation', async () => {
    document.cookie = 'signed_in=; path=/; max-age=0';
    const { callsTo } = stubApi({
      '/api/orders/by-number/:orderNumber': (url) =>
        url.searchParams.get('token') === 'm.mailed'
          ? { body: { success: true, order: { ...order, guest: true } } }
          : { status: 404, body: { success: false, message: 'Order not found' } },
    });
    const { router } = renderPage(`/orders/${NUMBER}?token=m.mailed`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/orders/${NUMBER}`);
    expect(callsTo(`/api/orders/by-number/${NUMBER}`)[0]?.searchParams.get('token')).toBe(
      'm.mailed',
    );
    expect(
      screen.getByRole('heading', { name: 'Keep the link in your e-mail to follow this order' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    // A guest has no Order History to go to.
    expect(screen.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
    // The token that opened the page opens its tax invoice too.
    expect(screen.getByRole('link', { name: 'Download tax invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/products/my-orders/${NUMBER}/invoice.pdf?token=m.mailed`,
    );
  });

  it('says a wrong link does not open the order, and offers Find my order', async () => {
    document.cookie = 'signed_in=; path=/; max-age=0';
    stubApi({
      '/api/orders/by-number/:orderNumber': () => ({
        status: 404,
        body: { success: false, message: 'Order not found' },
      }),
    });
    renderPage(`/orders/${NUMBER}?token=m.forged`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(screen.getByText(/This link does not open order/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute(
      'href',
      '/orders/find',
    );
  });

  it('shows where the order is: each tracking step, done with its date or still to come', async () => {
    stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => ({
        body: {
          success: true,
          order: {
            ...order,
            track: {
              ...order.track,
              trackingNumber: 'DTDC123456',
              status: { ...order.track.status, Processing: '2026-11-23T09:00:00.000Z' },
            },
          },
        },
      }),
    });
    renderPage();
    const steps = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Placed: CompletedNovember 22, 2026 at/),
      expect.stringMatching(/^Processing: CompletedNovember 23, 2026 at/),
      'Shipped: Next stepNext step',
      'Out for Delivery: Not yet reached',
      'Delivered: Not yet reached',
    ]);
    expect(screen.getByText('DTDC123456')).toBeVisible();
  });

  it('asks to confirm a cash-on-delivery order by its deadline, then says it is confirmed', async () => {
    const cod = {
      fee: 49,
      confirmBy: '2026-11-23T12:15:00.000Z',
      confirmedAt: null,
      outcome: null,
    };
    const codOrder: OrderConfirmation = {
      ...order,
      paymentStatus: 'cod_pending',
      paymentMethod: 'cod',
      totalPrice: 1146,
      charged: { amount: 1146, currency: 'INR' },
      cod,
    };
    let confirmed = false;
    stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => ({
        body: {
          success: true,
          order: confirmed
            ? { ...codOrder, cod: { ...cod, confirmedAt: '2026-11-22T13:00:00.000Z' } }
            : codOrder,
        },
      }),
    });
    renderPage();
    // Placed, though unpaid: the courier collects.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(screen.getAllByText('Pay on delivery: ₹1,146 to the courier')[0]).toBeVisible();
    expect(screen.getByText('Includes a ₹49 cash-on-delivery fee.')).toBeVisible();
    expect(
      screen.getByText(/^Confirm your order from the e-mail we sent, by November 23, 2026 at \d/),
    ).toBeVisible();
    const items = screen.getByRole('heading', { name: 'Items' }).parentElement!;
    expect(within(items).getByText('Cash-on-delivery fee').nextElementSibling).toHaveTextContent(
      /^₹49$/,
    );
    expect(screen.queryByText(/not been confirmed/)).not.toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeVisible();
    // Nothing is packed before the shopper confirms.
    expect(screen.getByText(/^Next: confirm it from the e-mail, then we pack/)).toBeVisible();

    cleanup();
    confirmed = true;
    renderPage();
    expect(
      await screen.findByText(/^You confirmed this order on November 22, 2026 at \d/),
    ).toBeVisible();
    expect(screen.queryByText(/^Confirm your order from the e-mail/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Next: we pack and ship your order/)).toBeVisible();
  });

  it("shows a business buyer's GSTIN and legal name", async () => {
    stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => ({
        body: {
          success: true,
          order: { ...order, buyerGstin: '36AABCU9603R1ZM', businessName: 'Lotus Stationers' },
        },
      }),
    });
    renderPage();
    const business = (await screen.findByRole('heading', { name: 'Business' })).parentElement!;
    expect(within(business).getByText('GSTIN').nextElementSibling).toHaveTextContent(
      '36AABCU9603R1ZM',
    );
    expect(within(business).getByText('Lotus Stationers')).toBeVisible();
  });

  it('has no business section for a consumer and no invitation for an account order', async () => {
    stubApi({
      ...session,
      '/api/orders/by-number/:orderNumber': () => ({ body: { success: true, order } }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(screen.queryByRole('heading', { name: 'Business' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pay on delivery/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});
