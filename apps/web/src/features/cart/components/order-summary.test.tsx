import { computeCartTotals, convertPrice, formatMoney } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../components/product/testing/build-product';
import { stubApi } from '../../../components/product/testing/stub-api';
import { toCartItem } from '../../../stores/cart-store';
import { buildUser } from '../../../test/build-user';
import { renderWithRouter } from '../../../test/render-with-router';
import { OrderSummary } from './order-summary';

const inr = (usd: number) =>
  formatMoney(convertPrice(usd, 'USD', 'INR', { USD: 1, INR: 83 }), 'INR');

const items = [
  toCartItem(buildProduct({ price: 30, salePrice: 24, taxPercent: 12, discountPercent: 5 }), 2),
  toCartItem(buildProduct({ price: 20, taxPercent: 18, shippingCost: 3.5 }), 1),
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('OrderSummary', () => {
  it('shows subtotal, that shipping comes at checkout, tax percentage, discount and the total before shipping', async () => {
    stubApi({});
    renderWithRouter(<OrderSummary items={items} blockReason={null} />);
    const totals = computeCartTotals(items);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;

    await waitFor(() => expect(value('Subtotal')).toHaveTextContent(inr(totals.subTotalPrice)));
    // No amount for shipping: the destination and the method decide it at checkout.
    expect(within(summary).getByText('Shipping costs calculated at checkout')).toBeInTheDocument();
    expect(within(summary).queryByText('Shipping')).not.toBeInTheDocument();
    expect(totals.shippingCost).toBe(0);
    expect(value(`Tax (${totals.taxPercentage}%)`)).toHaveTextContent(inr(totals.totalTax));
    expect(value('Discount')).toHaveTextContent(`-${inr(totals.calculateDiscount)}`);
    expect(value('Discount')!.closest('div')).toHaveClass('text-red-700');
    expect(value('Total')).toHaveTextContent(inr(totals.totalAmount));
  });

  it('leaves the discount out when there is none (no red -₹0.00)', async () => {
    stubApi({});
    const undiscounted = [toCartItem(buildProduct({ price: 20, discountPercent: 0 }), 2)];
    renderWithRouter(<OrderSummary items={undiscounted} blockReason={null} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent(inr(40)),
    );
    expect(within(summary).queryByText('Discount')).not.toBeInTheDocument();
    expect(summary).not.toHaveTextContent(`-${inr(0)}`);
  });

  it('asks a signed-out visitor to log in first', async () => {
    stubApi({});
    renderWithRouter(<OrderSummary items={items} blockReason="Not now" />);
    expect(await screen.findByRole('link', { name: 'Login to Checkout' })).toHaveAttribute(
      'href',
      '/login?redirect=/checkout',
    );
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
