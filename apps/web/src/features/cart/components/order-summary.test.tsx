import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../components/product/testing/build-product';
import { stubApi } from '../../../components/product/testing/stub-api';
import { toCartItem } from '../../../stores/cart-store';
import { useCurrencyStore } from '../../../stores/currency-store';
import { buildUser } from '../../../test/build-user';
import { renderWithRouter } from '../../../test/render-with-router';
import { OrderSummary } from './order-summary';

// By hand (record 036): ₹999 sale x 2 = ₹1,998 with 18% GST inside (304.78); ₹499 with 5% (23.76).
const items = [
  toCartItem(buildProduct({ price: 1299, salePrice: 999, taxPercent: 18 }), 2),
  toCartItem(buildProduct({ price: 499, taxPercent: 5 }), 1),
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
  useCurrencyStore.setState({ currency: 'INR' });
});

describe('OrderSummary', () => {
  it('shows the subtotal in whole rupees, that shipping comes at checkout, the total, and the GST it includes', async () => {
    stubApi({});
    useCurrencyStore.setState({ currency: 'INR' });
    renderWithRouter(<OrderSummary items={items} blockReason={null} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;

    await waitFor(() => expect(value('Subtotal')).toHaveTextContent('₹2,497'));
    // No amount for shipping: the destination and the method decide it at checkout.
    expect(within(summary).getByText('Shipping costs calculated at checkout')).toBeInTheDocument();
    expect(within(summary).queryByText('Shipping')).not.toBeInTheDocument();
    expect(value('Total')).toHaveTextContent('₹2,497');
    expect(summary).toHaveTextContent('Includes ₹328.54 GST');
    // Nothing added on top, and no anonymous discount.
    expect(summary).not.toHaveTextContent(/Tax \(|Discount|\.00/);
  });

  it('in dollars, shows the rounded dollar prices and says GST applies only in India', async () => {
    stubApi({});
    useCurrencyStore.setState({ currency: 'USD' });
    renderWithRouter(<OrderSummary items={items} blockReason={null} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // ₹999 at 83 to the dollar -> $12.99 (rounded up to .99); ₹499 -> $6.99.
    await waitFor(() =>
      expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent('$32.97'),
    );
    expect(summary).toHaveTextContent('Prices include GST for delivery in India');
    expect(summary).not.toHaveTextContent('Includes');
  });

  it('lets a signed-out visitor proceed to checkout as a guest: no login asked for', async () => {
    stubApi({});
    renderWithRouter(<OrderSummary items={items} blockReason={null} />);
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.queryByText(/Login to Checkout/)).not.toBeInTheDocument();
  });

  it('lets a signed-in shopper proceed, unless a reason blocks it', async () => {
    document.cookie = 'signed_in=1; path=/';
    stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: buildUser() } }),
    });
    const { unmount } = renderWithRouter(<OrderSummary items={items} blockReason={null} />);
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    unmount();

    renderWithRouter(<OrderSummary items={items} blockReason="Some items are out of stock." />);
    const button = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Some items are out of stock.'));
    expect(button).toBeDisabled();
  });
});
