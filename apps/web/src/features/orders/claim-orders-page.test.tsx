/** /account/claim-orders: posts the mailed token once and shows how many orders were added. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import ClaimOrdersPage from './claim-orders-page';
import { bodiesPostedTo, renderOrderPage } from './testing/render-order-page';

const CLAIM = '/api/orders/claim';
const renderPage = (path: string) =>
  renderOrderPage('/account/claim-orders', <ClaimOrdersPage />, path);

afterEach(() => vi.unstubAllGlobals());

describe('ClaimOrdersPage', () => {
  it('adds the orders and says how many, with a link to the orders list', async () => {
    const { fetchMock } = stubApi({
      [CLAIM]: () => ({
        body: { success: true, claimed: 2, message: '2 orders added to your account.' },
      }),
    });
    renderPage('/account/claim-orders?token=claim.sig');
    expect(screen.getByText('Adding your orders')).toBeInTheDocument();
    expect(await screen.findByText('2 orders added to your account.')).toHaveRole('status');
    expect(screen.queryByText('Adding your orders')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/profile?query=orders',
    );
    expect(bodiesPostedTo(fetchMock, CLAIM)).toEqual([{ token: 'claim.sig' }]);
  });

  it("shows the server's refusal of an expired or foreign link", async () => {
    const refusal =
      'This link has expired or is not for this account. Sign in and ask for a new one from your orders page.';
    stubApi({ [CLAIM]: () => ({ status: 400, body: { success: false, message: refusal } }) });
    renderPage('/account/claim-orders?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('sends nothing for a link without its token', () => {
    const { fetchMock } = stubApi({});
    renderPage('/account/claim-orders');
    expect(screen.getByRole('alert')).toHaveTextContent(/This link is incomplete/);
    expect(bodiesPostedTo(fetchMock, CLAIM)).toHaveLength(0);
  });
});
