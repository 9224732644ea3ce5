/**
 * The cart's discount code (issue 28): applied, the summary is the server's quote with the
 * discount named on its line; refused, the server's reason shows under the field; removed, gone.
 */
import { PROMOTION_MESSAGES, type Product } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutExtras } from '../../stores/checkout-extras';
import { useCurrencyStore } from '../../stores/currency-store';
import { buildQuote } from '../../test/build-quote';
import { renderWithRouter } from '../../test/render-with-router';
import CartPage from './cart-page';

const journal = buildProduct({ _id: 'journal', title: 'Journal', price: 1498 });

/** FESTIVE10 takes ₹149.80 off the ₹1,498 journal; any other code is unknown. */
function serve() {
  const api = stubApi({
    '/api/products/get-products': () => ({
      body: { success: true, products: [journal] as Product[] },
    }),
    '/api/checkout/quote': () => {
      const [, init] = api.fetchMock.mock.lastCall as unknown as [string, RequestInit];
      const { discountCode } = JSON.parse(String(init.body)) as { discountCode?: string };
      if (discountCode === undefined) return { body: buildQuote() };
      if (discountCode.toUpperCase() !== 'FESTIVE10')
        return { body: buildQuote({ codeProblem: PROMOTION_MESSAGES.unknownCode }) };
      const quote = buildQuote();
      return {
        body: {
          ...quote,
          lines: quote.lines.map((l) => ({ ...l, discount: 14_980, total: l.total - 14_980 })),
          discounts: [{ code: discountCode, name: 'Festive sale', amount: 14_980 }],
          discountTotal: 14_980,
          total: 134_820,
          amountDue: 134_820,
        },
      };
    },
  });
  return api;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const value = (label: string) => within(summary()).getByText(label).nextElementSibling;

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'INR' });
  useCheckoutExtras.getState().clear();
  useCartStore.getState().clear();
  useCartStore.getState().addItem(journal, 1);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The cart discount code', () => {
  it('applies a code with Enter: the summary names it with its amount and the total drops', async () => {
    serve();
    const { user } = renderWithRouter(<CartPage />);
    await waitFor(() => expect(value('Total')).toHaveTextContent('₹1,498'));
    const field = screen.getByLabelText('Discount code');
    await user.type(field, 'festive10{Enter}');

    expect(await within(summary()).findByText('FESTIVE10')).toBeInTheDocument();
    expect(value('FESTIVE10')).toHaveTextContent('−₹149.80');
    expect(value('Subtotal')).toHaveTextContent('₹1,498');
    expect(value('Total')).toHaveTextContent('₹1,348.20');
    expect(screen.getByText('FESTIVE10 applied')).toBeInTheDocument();
    // Kept for the checkout, which sends it too.
    expect(useCheckoutExtras.getState().discountCode).toBe('festive10');
  });

  it("shows the server's reason under the field, tied to it, and Remove clears the code", async () => {
    serve();
    const { user } = renderWithRouter(<CartPage />);
    await user.type(screen.getByLabelText('Discount code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROMOTION_MESSAGES.unknownCode);
    const field = screen.getByLabelText('Discount code');
    expect(field).toHaveAccessibleDescription(PROMOTION_MESSAGES.unknownCode);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(value('Total')).toHaveTextContent('₹1,498');

    await user.click(screen.getByRole('button', { name: 'Remove discount code NOPE' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(screen.getByLabelText('Discount code')).toHaveFocus();
    expect(useCheckoutExtras.getState().discountCode).toBeNull();
  });

  it('asks for a code when Apply is pressed on an empty field, without asking the server', async () => {
    const api = serve();
    const { user } = renderWithRouter(<CartPage />);
    await waitFor(() => expect(api.callsTo('/api/checkout/quote')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a discount code');
    expect(api.callsTo('/api/checkout/quote')).toHaveLength(1);
  });

  it('names an automatic offer from the quote without any code', async () => {
    const quote = buildQuote();
    stubApi({
      '/api/products/get-products': () => ({
        body: { success: true, products: [journal] as Product[] },
      }),
      '/api/checkout/quote': () => ({
        body: {
          ...quote,
          lines: quote.lines.map((l) => ({ ...l, discount: 10_000, total: l.total - 10_000 })),
          discounts: [{ name: 'Diwali offer', amount: 10_000 }],
          discountTotal: 10_000,
          total: 139_800,
        },
      }),
    });
    renderWithRouter(<CartPage />);
    expect(await within(summary()).findByText('Diwali offer')).toBeInTheDocument();
    expect(value('Diwali offer')).toHaveTextContent('−₹100');
    expect(value('Total')).toHaveTextContent('₹1,398');
  });
});
