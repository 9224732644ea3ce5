/**
 * The checkout page end to end against the API faked at fetch (issue 27): a guest checks out
 * without an account, online or cash on delivery, and lands on the order's page by its token.
 */
import { COD_MESSAGES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem, useCartStore } from '../../stores/cart-store';
import { useCurrencyStore } from '../../stores/currency-store';
import { buildUser } from '../../test/build-user';
import { renderWithRouter } from '../../test/render-with-router';
import CheckoutPage from './checkout-page';
import {
  INTENT,
  journal,
  paid,
  poster,
  serve,
  shipAsGuest,
  summary,
  summaryValue,
  TOKEN,
} from './testing/checkout-fixtures';

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'INR' });
  useCartStore.setState({ items: [toCartItem(journal, 2), toCartItem(poster, 1)] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
  useCartStore.getState().clear();
});

// Typing a whole shipping step takes seconds on a busy 2-core machine running other suites.
describe('CheckoutPage for a guest', { timeout: 15_000 }, () => {
  it('pays online without an account, sending the order token back, and opens the order by it', async () => {
    const { bodiesTo } = serve();
    const { user, router } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await shipAsGuest(user);

    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,996' }));
    const window = await screen.findByRole('dialog');
    await user.type(within(window).getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.click(within(window).getByRole('button', { name: /^Pay / }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${INTENT.orderNumber}`),
    );
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(bodiesTo('/api/payment/payment-intent')).toEqual([
      expect.objectContaining({ receipt_email: 'meera@example.com' }),
    ]);
    expect(bodiesTo('/api/payment/sandbox/pay')).toEqual([
      expect.objectContaining({ order_id: 'order_1', order_token: TOKEN }),
    ]);
    expect(bodiesTo('/api/payment/verify-payment')).toEqual([
      { ...paid, internalOrderId: 'internal-1', orderToken: TOKEN },
    ]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('places a cash-on-delivery order: the fee in the summary and the total, the cart emptied, the order opened by its token', async () => {
    const { bodiesTo } = serve({
      '/api/payment/cod': () => ({
        body: {
          success: true,
          orderId: 'o2',
          orderNumber: 'MM-261126-COD001',
          orderToken: 'c.cod-token',
          amount: 200100,
          currency: 'INR',
          codFee: 4900,
          confirmBy: '2026-11-27T10:00:00Z',
        },
      }),
    });
    const { user, router } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await shipAsGuest(user);
    expect(within(summary()).queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /^Cash on delivery/ }));
    expect(summaryValue('Cash on delivery fee')).toHaveTextContent('₹49');
    expect(summaryValue('Total')).toHaveTextContent('₹2,045');
    expect(screen.getByRole('radio', { name: /^Pay online/ })).toHaveAccessibleName(
      /Pay now and save ₹49/,
    );

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/MM-261126-COD001'));
    expect(router.state.location.search).toBe('?token=c.cod-token');
    expect(bodiesTo('/api/payment/cod')).toEqual([
      expect.objectContaining({ currency: 'INR', shippingMethod: 'standard' }),
    ]);
    expect(bodiesTo('/api/payment/payment-intent')).toEqual([]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('shows the rule that refused cash on delivery, and the guest can still pay online', async () => {
    const reason = COD_MESSAGES.pincodeDenied('560001');
    serve({
      '/api/payment/cod': () => ({ status: 400, body: { success: false, message: reason } }),
    });
    const { user, router } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await shipAsGuest(user);
    await user.click(await screen.findByRole('radio', { name: /^Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(router.state.location.pathname).toBe('/checkout');
    await user.click(screen.getByRole('radio', { name: /^Pay online/ }));
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,996' })).toBeEnabled();
  });

  it('offers no cash on delivery when the shop has it switched off', async () => {
    serve({
      '/api/payment/cod/offer': () => ({
        body: {
          success: true,
          enabled: false,
          fee: 4900,
          minOrder: 0,
          maxOrder: null,
          prepaidDiscountPercent: 10,
        },
      }),
    });
    const { user } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await shipAsGuest(user);
    expect(await screen.findByRole('button', { name: 'Pay ₹1,996' })).toBeEnabled();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Prepaid discount')).not.toBeInTheDocument();
  });
});

describe('CheckoutPage for a signed-in shopper', () => {
  it('prefills from the profile and opens the confirmation as their own order, no token', async () => {
    document.cookie = 'signed_in=1; path=/';
    serve({
      '/api/users/fetch': () => ({
        body: {
          success: true,
          user: buildUser({
            name: 'Asha Rao',
            number: '9876543210',
            shippingAddress: {
              street: '12 Lake Road',
              city: 'Pune',
              state: 'Maharashtra',
              zipCode: '411001',
              country: 'India',
            },
          }),
        },
      }),
    });
    const { user, router } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Save this information for next time' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,996' }));
    const window = await screen.findByRole('dialog');
    await user.type(within(window).getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.click(within(window).getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${INTENT.orderNumber}`),
    );
    expect(router.state.location.search).toBe('');
  });
});
