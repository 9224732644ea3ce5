/** /orders/find: checks the pair, shows the API's one answer, and shows a rate limit's message. */
import { ORDER_LOOKUP_ANSWER } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import FindOrderPage from './find-order-page';
import { bodiesPostedTo, renderOrderPage } from './testing/render-order-page';

const LOOKUP = '/api/orders/lookup';
const renderPage = () => renderOrderPage('/orders/find', <FindOrderPage />, '/orders/find');

afterEach(() => vi.unstubAllGlobals());

describe('FindOrderPage', () => {
  it('sends the order number and e-mail and shows the answer', async () => {
    const { fetchMock } = stubApi({
      [LOOKUP]: () => ({ body: { success: true, message: ORDER_LOOKUP_ANSWER } }),
    });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();
    expect(document.title).toMatch(/^Find my order \|/);

    await user.type(screen.getByLabelText('Order number'), 'MM-261122-7KQ2XD');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_LOOKUP_ANSWER);
    expect(bodiesPostedTo(fetchMock, LOOKUP)).toEqual([
      { orderNumber: 'MM-261122-7KQ2XD', email: 'asha@example.com' },
    ]);
  });

  it('asks for both fields before sending anything', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderPage();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));

    expect(await screen.findByText('Enter your order number')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(bodiesPostedTo(fetchMock, LOOKUP)).toHaveLength(0);
  });

  it("shows the server's message when asked too often", async () => {
    stubApi({
      [LOOKUP]: () => ({
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again in 15 minutes.' },
      }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Order number'), 'MM-261122-7KQ2XD');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 15 minutes.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
