import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../components/product/testing/build-product';
import { stubApi } from '../../../components/product/testing/stub-api';
import { toCartItem } from '../../../stores/cart-store';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { CostSummary } from './cost-summary';

// Figures worked out by hand (record 036: rupee prices with GST inside).
// Journal: sale ₹999 x 2 = ₹1,998, GST 18% inside: 1,998 x 18/118 = 304.78.
// Poster:  ₹499 x 1, GST 5% inside: 499 x 5/105 = 23.76. Shipping ₹79 at 18%: 12.05.
const journal = buildProduct({
  title: 'Gratitude Journal',
  price: 1299,
  salePrice: 999,
  sale: true,
  taxPercent: 18,
});
const poster = buildProduct({ title: 'Calm Poster', price: 499, taxPercent: 5 });
const items = [toCartItem(journal, 2, { color: 'Sage' }), toCartItem(poster, 1)];
const totals = {
  subtotal: 249700,
  discount: 0,
  shipping: 7900,
  goodsTax: 32854,
  shippingTax: 1205,
  shippingTaxPercent: 18,
  tax: 34059,
  total: 257600,
  codFee: 0,
  amount: 257600,
};

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'INR' });
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = () => screen.getByRole('region', { name: 'Order summary' });
const value = (label: string) => within(summary()).getByText(label).nextElementSibling;

describe('CostSummary', () => {
  it('lists each line at its price times the quantity, in whole rupees, with its colour', async () => {
    renderWithRouter(<CostSummary items={items} totals={totals} taxed />);
    const lines = within(summary()).getAllByRole('listitem');
    await waitFor(() => expect(lines[0]).toHaveTextContent('₹1,998'));
    expect(lines[0]).not.toHaveTextContent('.00');
    expect(lines[0]).toHaveTextContent('Qty 2 · Sage');
    expect(lines[1]).toHaveTextContent('Calm Poster');
    expect(lines[1]).not.toHaveTextContent('·');
    expect(lines[1]).toHaveTextContent('₹499');
  });

  it('shows subtotal, shipping and the total, and the GST the prices include: no tax added, no anonymous discount', async () => {
    renderWithRouter(<CostSummary items={items} totals={totals} taxed />);
    await waitFor(() => expect(value('Subtotal')).toHaveTextContent('₹2,497'));
    expect(value('Shipping')).toHaveTextContent('₹79');
    expect(value('Total')).toHaveTextContent('₹2,576');
    expect(summary()).toHaveTextContent('Includes ₹340.59 GST');
    expect(summary()).not.toHaveTextContent(/Tax \(|Discount/);
  });

  it('says an export carries no GST', async () => {
    renderWithRouter(
      <CostSummary items={items} totals={{ ...totals, tax: 0, goodsTax: 0 }} taxed={false} />,
    );
    await waitFor(() => expect(summary()).toHaveTextContent('No GST: an export'));
  });

  it('prices the lines in dollars by the rounding rule, not a conversion to the cent', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    renderWithRouter(<CostSummary items={items} totals={null} taxed={false} />);
    // ₹999 at 83 to the dollar is 12.04, rounded up to $12.99; ₹499 is 6.01 -> $6.99.
    const lines = within(summary()).getAllByRole('listitem');
    await waitFor(() => expect(lines[0]).toHaveTextContent('$25.98'));
    expect(lines[1]).toHaveTextContent('$6.99');
    expect(value('Subtotal')).toHaveTextContent('$32.97');
  });

  it('asks for a method before one is chosen', async () => {
    renderWithRouter(<CostSummary items={items} totals={null} taxed />);
    expect(value('Shipping')).toHaveTextContent('Choose a method');
    await waitFor(() => expect(value('Subtotal')).toHaveTextContent('₹2,497'));
  });

  it('shows the cash-on-delivery fee as a line, inside the total', async () => {
    renderWithRouter(
      <CostSummary items={items} totals={{ ...totals, codFee: 4900, amount: 262500 }} taxed />,
    );
    await waitFor(() => expect(value('Cash on delivery fee')).toHaveTextContent('₹49'));
    expect(value('Total')).toHaveTextContent('₹2,625');
    expect(summary()).not.toHaveTextContent('Prepaid discount');
  });

  it('shows the prepaid discount as a line taken off the total', async () => {
    // 5% off ₹2,497 of goods, line by line: ₹99.90 + ₹24.95 = ₹124.85.
    const discounted = { ...totals, discount: 12485, total: 245115, amount: 245115 };
    renderWithRouter(<CostSummary items={items} totals={discounted} taxed />);
    await waitFor(() => expect(value('Prepaid discount')).toHaveTextContent('−₹124.85'));
    expect(value('Total')).toHaveTextContent('₹2,451.15');
    expect(summary()).not.toHaveTextContent('Cash on delivery fee');
  });

  it('says Free for a method that costs nothing for this cart', () => {
    renderWithRouter(<CostSummary items={items} totals={{ ...totals, shipping: 0 }} taxed />);
    expect(value('Shipping')).toHaveTextContent('Free');
  });
});
