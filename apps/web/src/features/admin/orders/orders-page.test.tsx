/**
 * /admin/orders (issue 29): each order's shipping method and ship-by day, its refund and return
 * badges, and the method, ship-by and sort controls asking the server for them.
 */
import type { AdminOrderRow, ApiReplyBody } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import OrdersPage from './orders-page';

afterEach(() => vi.unstubAllGlobals());

const method = { description: '', businessDays: true, freeOverCents: null, priceCents: 7_900 };
const TABLE: ApiReplyBody<'GET /api/admin/shipping'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        { ...method, code: 'standard', name: 'Standard', minDays: 5, maxDays: 7 },
        { ...method, code: 'express', name: 'Express', minDays: 2, maxDays: 3 },
      ],
    },
    {
      name: 'Abroad',
      countries: ['Canada'],
      methods: [{ ...method, code: 'express', name: 'Express', minDays: 4, maxDays: 6 }],
    },
  ],
};

const row = (fields: Partial<AdminOrderRow>): AdminOrderRow => ({
  id: 'o1',
  orderNumber: 'MM-1001',
  status: 'processing',
  paymentStatus: 'paid',
  currency: 'INR',
  customer: 'Asha Verma',
  email: 'asha@example.com',
  total: { amount: 2_820, currency: 'INR' },
  charged: { amount: 2_820, currency: 'INR' },
  createdAt: '2026-11-24T06:00:00.000Z',
  shippingMethod: { code: 'express', name: 'Express' },
  shipBy: '2026-11-26',
  refund: null,
  returns: [],
  ...fields,
});

const ORDERS = [
  row({ refund: 'partly_refunded' }),
  row({
    id: 'o2',
    orderNumber: 'MM-1002',
    status: 'delivered',
    paymentStatus: 'refunded',
    refund: 'refunded',
    returns: ['received'],
    shippingMethod: { code: 'standard', name: 'Standard' },
    shipBy: '2026-11-20',
  }),
  row({ id: 'o3', orderNumber: 'MM-1003', status: 'delivered', returns: ['requested'] }),
  row({ id: 'o4', orderNumber: 'MM-1004', shippingMethod: null, shipBy: null }),
];

function renderPage(path = '/admin/orders') {
  const asked: URLSearchParams[] = [];
  stubAdminApi({
    'GET /api/admin/orders': ({ url }) => {
      asked.push(url.searchParams);
      return { body: { success: true, total: ORDERS.length, orders: ORDERS } };
    },
    'GET /api/admin/shipping': () => ({ body: TABLE }),
  });
  return { ...renderWithRouter(<OrdersPage />, { path }), asked };
}

const rowNamed = async (orderNumber: string) =>
  (await screen.findByRole('link', { name: orderNumber })).closest('tr')!;

describe('OrdersPage', () => {
  it("shows each order's method and ship-by day, and its refund and return badges", async () => {
    renderPage();
    const first = await rowNamed('MM-1001');
    expect(screen.getByRole('columnheader', { name: 'Shipping' })).toBeInTheDocument();
    const cells = within(first).getAllByRole('cell');
    expect(cells.some((c) => c.textContent === 'ExpressShip by Thu, 26 Nov')).toBe(true);
    expect(within(first).getAllByText('Partly refunded').length).toBeGreaterThan(0);

    const second = await rowNamed('MM-1002');
    expect(second).toHaveTextContent('Standard');
    expect(second).toHaveTextContent('Ship by Fri, 20 Nov');
    expect(within(second).getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(within(second).getAllByText('Return received').length).toBeGreaterThan(0);
    expect(second).not.toHaveTextContent('Partly refunded');

    const third = await rowNamed('MM-1003');
    expect(within(third).getAllByText('Return requested').length).toBeGreaterThan(0);
    expect(third).not.toHaveTextContent('Refunded');

    // An order from before the rate table names no method and, unpaid, no ship-by day.
    const fourth = await rowNamed('MM-1004');
    expect(fourth).not.toHaveTextContent('Ship by');
    expect(fourth).not.toHaveTextContent('Express');
  });

  it('asks the server for a method, the orders due to ship and the ship-by order', async () => {
    const { user, router, asked } = renderPage();
    await rowNamed('MM-1001');
    const methodField = screen.getByLabelText('Shipping method');
    // Each method of the rate table once, though two zones offer Express.
    expect(
      within(methodField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All methods', 'Standard', 'Express']);

    await user.selectOptions(methodField, 'express');
    await user.selectOptions(screen.getByLabelText('Ship by'), 'Due today or overdue');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Ship by, earliest first');
    await vi.waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('shipBy'));
    const last = asked.at(-1)!;
    expect(last.get('method')).toBe('express');
    expect(last.get('shipBy')).toBe('due');
    expect(router.state.location.search).toBe('?method=express&shipBy=due&sort=shipBy');
  });

  it('reads the filters from the URL and leaves out values the list does not take', async () => {
    const { asked } = renderPage('/admin/orders?method=standard&shipBy=someday&sort=cheapest');
    await rowNamed('MM-1001');
    const first = asked[0]!;
    expect(first.get('method')).toBe('standard');
    expect(first.has('shipBy')).toBe(false);
    expect(first.has('sort')).toBe(false);
    expect(screen.getByLabelText('Shipping method')).toHaveValue('standard');
  });
});
