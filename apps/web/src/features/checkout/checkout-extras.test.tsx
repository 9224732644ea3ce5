/**
 * The checkout with what the shopper adds (issue 28): the summary and the pay button follow the
 * server's quote (the code named, the gift cards and store credit under the total); the intent's
 * body carries them; an order the gift cards pay in full goes straight to its page; a code the
 * intent refuses shows at the code.
 */
import { PROMOTION_MESSAGES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem, useCartStore } from '../../stores/cart-store';
import { useCheckoutExtras } from '../../stores/checkout-extras';
import { useCurrencyStore } from '../../stores/currency-store';
import { buildQuote } from '../../test/build-quote';
import { buildUser } from '../../test/build-user';
import { renderWithRouter } from '../../test/render-with-router';
import CheckoutPage from './checkout-page';
import {
  INTENT,
  journal,
  poster,
  serve,
  shipAsGuest,
  summary,
  summaryValue,
  TOKEN,
} from './testing/checkout-fixtures';

const CARD = '7KQMXR4T9PWDH2NC';
type QuoteBody = { discountCode?: string; giftCardCodes?: string[]; useStoreCredit?: boolean };

/**
 * The server's pricing of the fixtures' cart (₹1,897 of goods, ₹99 shipping): FESTIVE10 takes
 * ₹189.70 off, the gift card holds `card` paise, store credit ₹200; `refuseCode` makes the code
 * one the shopper has used already.
 */
function priced(body: QuoteBody, { card = 70_000, refuseCode = false } = {}) {
  const base = buildQuote({
    subtotal: 189_700,
    shipping: { code: 'standard', name: 'Standard', amount: 9_900 },
  });
  const code = body.discountCode;
  const off = code && !refuseCode ? 18_970 : 0;
  const total = 199_600 - off;
  const cardPays = body.giftCardCodes?.includes(CARD) ? Math.min(card, total) : 0;
  const credit = body.useStoreCredit ? Math.min(20_000, total - cardPays) : 0;
  return buildQuote({
    ...base,
    lines: base.lines.map((l) => ({ ...l, discount: off, total: l.total - off })),
    discounts: off ? [{ code, name: 'Festive sale', amount: off }] : [],
    discountTotal: off,
    total,
    tax: 26_000,
    giftCards: cardPays
      ? [
          {
            code: '7KQM-XR4T-9PWD-H2NC',
            last4: 'H2NC',
            amount: cardPays,
            balanceAfter: card - cardPays,
          },
        ]
      : [],
    storeCredit: credit,
    amountDue: total - cardPays - credit,
    ...(code && refuseCode && { codeProblem: PROMOTION_MESSAGES.customerUsedUp('code') }),
  });
}

function serveQuotes(options: Parameters<typeof priced>[1] = {}, routes = {}) {
  const api = serve({
    '/api/checkout/quote': () => ({
      body: priced(api.lastBodyTo('/api/checkout/quote') as QuoteBody, options),
    }),
    ...routes,
  });
  return api;
}

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'INR' });
  useCartStore.setState({ items: [toCartItem(journal, 2), toCartItem(poster, 1)] });
  useCheckoutExtras.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
  useCartStore.getState().clear();
});

// Typing a whole shipping step takes seconds on a busy 2-core machine.
describe('CheckoutPage with a discount code and gift cards', { timeout: 15_000 }, () => {
  it("names the cart's code in the summary, takes a gift card, and the intent carries both", async () => {
    useCheckoutExtras.getState().applyCode('festive10');
    const { bodiesTo } = serveQuotes();
    const { user } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    expect(await within(summary()).findByText('FESTIVE10')).toBeInTheDocument();
    expect(summaryValue('FESTIVE10')).toHaveTextContent('−₹189.70');
    expect(summaryValue('Total')).toHaveTextContent('₹1,806.30');
    await shipAsGuest(user);

    await user.type(screen.getByLabelText('Gift card'), '7kqm-xr4t-9pwd-h2nc{Enter}');
    const cards = screen.getByRole('list', { name: 'Gift cards' });
    await waitFor(() => expect(cards).toHaveTextContent('Gift card •••• H2NC−₹700'));
    expect(summaryValue('Gift card •••• H2NC')).toHaveTextContent('−₹700');
    expect(summaryValue('To pay')).toHaveTextContent('₹1,106.30');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,106.30' }));

    await screen.findByRole('dialog');
    expect(bodiesTo('/api/payment/payment-intent')).toEqual([
      expect.objectContaining({
        discountCode: 'festive10',
        giftCardCodes: [CARD],
        useStoreCredit: false,
        receipt_email: 'meera@example.com',
      }),
    ]);
  });

  it('goes straight to the order page when gift cards pay it all (the intent answers paid)', async () => {
    const { bodiesTo } = serveQuotes(
      { card: 500_000 },
      {
        '/api/payment/payment-intent': () => ({
          body: { ...INTENT, amount: 0, order_id: '', paid: true },
        }),
      },
    );
    useCheckoutExtras.getState().addGiftCard(CARD);
    const { user, router } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await shipAsGuest(user);
    await waitFor(() => expect(summaryValue('To pay')).toHaveTextContent('₹0'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${INTENT.orderNumber}`),
    );
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesTo('/api/payment/sandbox/pay')).toEqual([]);
    expect(useCartStore.getState().items).toEqual([]);
    expect(useCheckoutExtras.getState().giftCardCodes).toEqual([]);
  });

  it('shows the refusal of a code at the code, quotes again, and waits for it to be removed', async () => {
    const message = PROMOTION_MESSAGES.customerUsedUp('code');
    let refuse = false;
    const api = serve({
      '/api/checkout/quote': () => ({
        body: priced(api.lastBodyTo('/api/checkout/quote') as QuoteBody, { refuseCode: refuse }),
      }),
      '/api/payment/payment-intent': () => {
        refuse = true; // Used up meanwhile, on another order.
        return { status: 400, body: { success: false, message } };
      },
    });
    useCheckoutExtras.getState().applyCode('FESTIVE10');
    const { user } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await shipAsGuest(user);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,806.30' }));

    const field = screen.getByLabelText('Discount code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(within(summary()).queryByText('FESTIVE10')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toHaveTextContent('₹1,996');
    expect(screen.getByRole('button', { name: 'Pay ₹1,996' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove discount code FESTIVE10' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,996' })).toBeEnabled());
  });

  it("offers a signed-in customer's store credit, and the intent spends it", async () => {
    document.cookie = 'signed_in=1; path=/';
    const { bodiesTo } = serveQuotes(
      {},
      {
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
        '/api/users/me/store-credit': () => ({
          body: { success: true, balance: 20_000, currency: 'INR', movements: [] },
        }),
      },
    );
    const { user } = renderWithRouter(<CheckoutPage />, { path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Use my store credit (₹200)' }));
    await waitFor(() => expect(summaryValue('Store credit')).toHaveTextContent('−₹200'));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,796' }));
    await screen.findByRole('dialog');
    expect(bodiesTo('/api/payment/payment-intent')).toEqual([
      expect.objectContaining({ useStoreCredit: true, giftCardCodes: [] }),
    ]);
  });
});
