/**
 * /admin/customers/:id (record 061): a customer's figures in rupees, their orders in the words the
 * rest of the back office uses (a paid order not yet started is 'Placed'), an RTO marked, and
 * their consent history.
 */
import type { CustomerDetail } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../testing/stub-admin-api';
import CustomerPage from './customer-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '3f1c2b9e-0000-4000-8000-000000000001';
const order = (over: Partial<CustomerDetail['orders'][number]>) => ({
  id: 'o1',
  orderNumber: 'MM-261126-AAAAAA',
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'pending' as const,
  paymentStatus: 'paid' as const,
  paymentMethod: 'Razorpay',
  totalMinor: 269_600,
  refundedMinor: 0,
  codOutcome: null,
  ...over,
});
const customer: CustomerDetail = {
  id: ID,
  kind: 'account',
  deleted: false,
  name: 'Chloe Martin',
  email: 'chloe@example.com',
  phone: '+91 97202 70750',
  ordersCount: 2,
  spentMinor: 347_400,
  firstOrderAt: '2026-11-10T10:00:00.000Z',
  lastOrderAt: '2026-11-26T10:00:00.000Z',
  codReturns: 1,
  subscribed: true,
  signedUpAt: '2026-11-01T10:00:00.000Z',
  paidOrders: 2,
  paidMinor: 347_400,
  refundedMinor: 0,
  averageOrderMinor: 173_700,
  returnsCount: 0,
  storeCreditMinor: 5_000,
  orders: [
    order({}),
    order({
      id: 'o2',
      orderNumber: 'MM-261110-BBBBBB',
      status: 'cancelled',
      paymentStatus: 'cod_pending',
      paymentMethod: 'cod',
      totalMinor: 77_800,
      codOutcome: 'returned_to_origin',
    }),
  ],
  consent: [{ at: '2026-11-02T10:00:00.000Z', event: 'subscribed', source: 'footer' }],
  notes: '',
  tags: [],
};

describe('CustomerPage', { timeout: 15_000 }, () => {
  it('shows the figures and orders in the back office’s words', async () => {
    const api = stubAdminApi({
      'GET /api/admin/customers/:id': () => ({
        body: { success: true, customer, currency: 'INR' },
      }),
    } as Parameters<typeof stubAdminApi>[0]);
    // The page reads its id from its own route, as the admin app mounts it.
    const router = createMemoryRouter(
      [{ path: '/admin/customers/:id', element: <CustomerPage /> }],
      { initialEntries: [`/admin/customers/${ID}`] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chloe Martin' })).toBeVisible();
    expect(screen.getByText('₹3,474')).toBeVisible();
    expect(screen.getByText('₹1,737')).toBeVisible();
    const placed = screen.getByRole('link', { name: 'MM-261126-AAAAAA' }).closest('li')!;
    expect(within(placed).getByText('Placed')).toBeVisible();
    expect(within(placed).queryByText('Pending')).not.toBeInTheDocument();
    const returned = screen.getByRole('link', { name: 'MM-261110-BBBBBB' }).closest('li')!;
    expect(within(returned).getByText('RTO')).toBeVisible();
    expect(screen.getByText(/Signed up for the newsletter/)).toBeVisible();
    expect(api.callsTo('GET', `/api/admin/customers/${ID}`)).toHaveLength(1);
  });
});
