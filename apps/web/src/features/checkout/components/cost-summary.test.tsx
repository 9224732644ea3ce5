import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../components/product/testing/build-product';
import { stubApi } from '../../../components/product/testing/stub-api';
import { toCartItem } from '../../../stores/cart-store';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { CostSummary } from './cost-summary';

// Figures worked out by hand, not with the shared totals code, so a wrong rule there fails here.
// Journal: sale 24.00 x 2 = 48.00, tax 12% 5.76, discount 5% 2.40.
// Poster:  20.00 x 1 = 20.00, tax 18% 3.60. Shipping: the method's 9.99 for the order (a product's
// own shippingCost is not charged any more).
const journal = buildProduct({
  title: 'Gratitude Journal',
  price: 30,
  salePrice: 24,
  sale: true,
  taxPercent: 12,
  discountPercent: 5,
  shippingCost: 2.99,
});
const poster = buildProduct({ title: 'Calm Poster', price: 20, taxPercent: 18, shippingCost: 3.5 });
const items = [toCartItem(journal, 2, 'Sage'), toCartItem(poster, 1)];

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'USD' });
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CostSummary', () => {
  it('lists each line at its effective price times the quantity, with its colour', async () => {
    renderWithRouter(<CostSummary items={items} shippingCents={999} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const lines = within(summary).getAllByRole('listitem');

    await waitFor(() => expect(lines[0]).toHaveTextContent('$48.00'));
    expect(lines[0]).toHaveTextContent('Gratitude Journal');
    expect(lines[0]).toHaveTextContent('Qty 2 · Sage');
    expect(lines[1]).toHaveTextContent('Calm Poster');
    expect(lines[1]).toHaveTextContent('Qty 1');
    expect(lines[1]).not.toHaveTextContent('·');
    expect(lines[1]).toHaveTextContent('$20.00');
  });

  it('shows subtotal, shipping, the tax as a percentage, the discount and the total', async () => {
    renderWithRouter(<CostSummary items={items} shippingCents={999} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;

    await waitFor(() => expect(value('Subtotal')).toHaveTextContent('$68.00'));
    expect(value('Shipping')).toHaveTextContent('$9.99');
    // 9.36 of 68.00 is 13.76 %.
    expect(value('Tax (13.76%)')).toHaveTextContent('$9.36');
    expect(value('Discount')).toHaveTextContent('-$2.40');
    // 68.00 + 9.99 + 9.36 - 2.40
    expect(value('Total')).toHaveTextContent('$84.95');
  });

  it('converts every amount into the chosen currency', async () => {
    useCurrencyStore.setState({ currency: 'INR' });
    renderWithRouter(<CostSummary items={items} shippingCents={999} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;

    // The stubbed rate is 83 rupees to the dollar: 84.95 x 83 = 7,050.85.
    await waitFor(() => expect(value('Total')).toHaveTextContent('₹7,050.85'));
    expect(value('Subtotal')).toHaveTextContent('₹5,644.00');
  });

  it('asks for a method before one is chosen', async () => {
    renderWithRouter(<CostSummary items={items} shippingCents={null} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(value('Shipping')).toHaveTextContent('Choose a method');
    // 68.00 + 9.36 - 2.40, nothing for shipping yet.
    await waitFor(() => expect(value('Total')).toHaveTextContent('$74.96'));
  });

  it('says Free for a method that costs nothing for this cart', () => {
    renderWithRouter(<CostSummary items={items} shippingCents={0} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
  });
});
