/** /admin/cod/report: the shares and RTO rates of the period, and a period chosen by dates. */
import type { CodReportResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import CodReportPage from './cod-report-page';

afterEach(() => vi.unstubAllGlobals());

const report = (from: string, to: string): CodReportResponse => ({
  success: true,
  range: { from, to },
  currency: 'INR',
  orders: {
    count: 40,
    codCount: 10,
    value: 40_000_00,
    codValue: 8_000_00,
    countShare: 0.25,
    valueShare: 0.2,
  },
  rto: {
    settled: 8,
    returned: 2,
    rtoRate: 0.25,
    byState: [
      { key: 'Telangana', settled: 5, returned: 2, rtoRate: 0.4 },
      { key: 'Karnataka', settled: 3, returned: 0, rtoRate: 0 },
    ],
    byPincode: [{ key: '500034', settled: 3, returned: 2, rtoRate: 2 / 3 }],
  },
});

function renderPage(path = '/admin/cod/report?from=2026-11-01&to=2026-11-26') {
  /** The periods asked of the API, as 'from..to'. */
  const asked: string[] = [];
  stubAdminApi({
    'GET /api/admin/reports/cod': ({ url }) => {
      const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
      asked.push(`${from}..${to}`);
      return { body: report(from, to) };
    },
  });
  return { ...renderWithRouter(<CodReportPage />, { path }), asked };
}

describe('CodReportPage', () => {
  it("shows COD's share of the orders and the RTO rate by state and PIN code", async () => {
    const { asked } = renderPage();
    const share = await screen.findByText('COD orders');
    expect(share.parentElement).toHaveTextContent('COD orders25%10 of 40 orders');
    expect(screen.getByText('COD value (INR)').parentElement).toHaveTextContent(
      'COD value (INR)20%₹8,000 of ₹40,000',
    );
    expect(screen.getByText('Returned to origin').parentElement).toHaveTextContent(
      '25%2 of 8 delivered or returned',
    );
    const byState = within(screen.getByRole('region', { name: 'RTO by state' })).getAllByRole(
      'row',
    );
    expect(byState.map((r) => r.textContent)).toEqual([
      'StateSettledReturnedRTO rate',
      'Telangana5240%',
      'Karnataka300%',
    ]);
    const byPin = within(screen.getByRole('region', { name: 'RTO by PIN code' })).getAllByRole(
      'row',
    );
    expect(byPin[1]).toHaveTextContent('5000343266.7%');
    expect(asked).toEqual(['2026-11-01..2026-11-26']);
  });

  it('asks for the dates chosen, and refuses an end before the start', async () => {
    const { user, asked } = renderPage();
    await screen.findByText('COD orders');
    const form = screen.getByRole('form', { name: 'Custom period' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');

    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The end date is before the start date',
    );
    expect(asked).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-11-24');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('2026-11-20 to 2026-11-24')).toBeVisible();
    await vi.waitFor(() =>
      expect(asked).toEqual(['2026-11-01..2026-11-26', '2026-11-20..2026-11-24']),
    );
  });
});
