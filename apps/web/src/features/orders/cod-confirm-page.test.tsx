/** /orders/cod/confirm: confirms only on the button, then answers and links to the order. */
import { COD_MESSAGES } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import CodConfirmPage from './cod-confirm-page';
import { bodiesPostedTo, renderOrderPage } from './testing/render-order-page';

const CONFIRM = '/api/orders/cod/confirm';
const renderPage = (path: string) =>
  renderOrderPage('/orders/cod/confirm', <CodConfirmPage />, path);

afterEach(() => vi.unstubAllGlobals());

describe('CodConfirmPage', () => {
  it('posts the token on "Confirm my order", then shows the answer and a link that opens the order', async () => {
    const { fetchMock } = stubApi({
      [CONFIRM]: () => ({
        body: {
          success: true,
          orderNumber: 'MM-261122-7KQ2XD',
          message: COD_MESSAGES.confirmed,
          orderToken: 'm.sig',
        },
      }),
    });
    const { user } = renderPage('/orders/cod/confirm?token=o1.sig');
    // Opening the link alone confirms nothing (mail scanners follow links).
    expect(bodiesPostedTo(fetchMock, CONFIRM)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COD_MESSAGES.confirmed);
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order MM-261122-7KQ2XD' })).toHaveAttribute(
      'href',
      '/orders/MM-261122-7KQ2XD?token=m.sig',
    );
    expect(
      screen.getByText(/We have e-mailed you a link to follow order MM-261122-7KQ2XD/),
    ).toBeVisible();
    expect(bodiesPostedTo(fetchMock, CONFIRM)).toEqual([{ token: 'o1.sig' }]);
  });

  it("shows the server's refusal, such as a confirmation too late", async () => {
    stubApi({
      [CONFIRM]: () => ({
        status: 409,
        body: { success: false, message: COD_MESSAGES.confirmExpired },
      }),
    });
    const { user } = renderPage('/orders/cod/confirm?token=m.late');
    await user.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COD_MESSAGES.confirmExpired);
    expect(screen.queryByRole('heading', { name: 'Order confirmed' })).not.toBeInTheDocument();
  });

  it('says a link without its token is not valid, with no button', () => {
    stubApi({});
    renderPage('/orders/cod/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent(COD_MESSAGES.confirmLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
  });
});
