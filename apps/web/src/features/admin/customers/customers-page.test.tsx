/**
 * /admin/customers (record 061): the rows in words, the search, filters and sort kept in the URL
 * and sent to the API, a deleted customer without personal data, and saving the filters as a
 * segment.
 */
import type { CustomerRow } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import CustomersPage from './customers-page';

afterEach(() => vi.unstubAllGlobals());

const row = (over: Partial<CustomerRow> = {}): CustomerRow => ({
  id: '3f1c2b9e-0000-4000-8000-000000000001',
  kind: 'account',
  deleted: false,
  name: 'Kavya Menon',
  email: 'kavya@example.com',
  phone: '+91 97202 70750',
  ordersCount: 3,
  spentMinor: 5_127_12,
  firstOrderAt: '2026-01-02T10:00:00.000Z',
  lastOrderAt: '2026-11-24T10:00:00.000Z',
  codReturns: 1,
  subscribed: true,
  ...over,
});

function render(customers: CustomerRow[], url = '/admin/customers') {
  const asked: URLSearchParams[] = [];
  const api = stubAdminApi({
    'GET /api/admin/customers': ({ url: u }) => {
      asked.push(u.searchParams);
      return {
        body: {
          success: true,
          customers,
          total: customers.length,
          page: 1,
          pageSize: 25,
          currency: 'INR',
        },
      };
    },
    'POST /api/admin/segments': ({ body }) => ({
      status: 201,
      body: {
        success: true,
        segment: {
          id: 's1',
          name: (body as { name: string }).name,
          filter: (body as { filter: object }).filter,
          preset: false,
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      },
    }),
  });
  return { ...renderWithRouter(<CustomersPage />, { path: url }), asked, api };
}

describe('CustomersPage', { timeout: 15_000 }, () => {
  it('lists customers in words; a deleted one shows no personal data', async () => {
    render([
      row(),
      row({
        id: '3f1c2b9e-0000-4000-8000-000000000002',
        deleted: true,
        name: '',
        email: '',
        phone: '',
        subscribed: false,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [kavya, gone] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(kavya).toHaveTextContent('Kavya Menon');
    expect(kavya).toHaveTextContent('kavya@example.com');
    expect(kavya).toHaveTextContent('₹5,127.12');
    expect(kavya).toHaveTextContent('Subscribed');
    expect(within(gone).getByRole('link')).toHaveTextContent('Deleted customer');
    expect(gone).not.toHaveTextContent('@');
  });

  it('keeps the search, sort and filters in the URL and sends them to the API', async () => {
    const { user, router, asked } = render([row()]);
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByLabelText('Search by name, e-mail or phone'), '97202 70750');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('q=97202+70750'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'spent_desc');
    await user.click(screen.getByText('Filters'));
    await user.type(screen.getByLabelText('Spent over (₹)'), '5000');
    await user.selectOptions(screen.getByLabelText('Customer type'), 'guest');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => {
      const last = asked.at(-1)!;
      expect(last.get('q')).toBe('97202 70750');
      expect(last.get('sort')).toBe('spent_desc');
      expect(last.get('spentOverMinor')).toBe('500000');
      expect(last.get('kind')).toBe('guest');
    });
    expect(router.state.location.search).toContain('spentOverMinor=500000');
  });

  it('saves the current filters as a segment', async () => {
    const { user, api } = render([row()], '/admin/customers?ordersAtLeast=2');
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByLabelText('Save these filters as a segment'), 'Regulars');
    await user.click(screen.getByRole('button', { name: 'Save segment' }));
    expect(await screen.findByText(/Saved “Regulars”/)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/segments')[0]!.body).toEqual({
      name: 'Regulars',
      filter: { ordersAtLeast: 2 },
    });
  });
});
