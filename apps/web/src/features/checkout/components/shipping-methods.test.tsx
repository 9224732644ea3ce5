import {
  convertShopMinor,
  DEFAULT_ROUNDING,
  shippingOptions,
  shippingTableSchema,
  type PriceContext,
} from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { ShippingMethods } from './shipping-methods';

const method = { description: '', businessDays: true, freeOverCents: null };
// The table is kept in the shop currency (paise, record 036): ₹99 standard, free over ₹999;
// ₹249 express; ₹1,299 abroad.
const table = shippingTableSchema.parse({
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          ...method,
          code: 'standard',
          name: 'Standard',
          priceCents: 9900,
          freeOverCents: 99900,
          minDays: 5,
          maxDays: 7,
        },
        { ...method, code: 'express', name: 'Express', priceCents: 24900, minDays: 2, maxDays: 3 },
      ],
    },
    {
      name: 'Abroad',
      countries: ['Canada'],
      methods: [
        {
          ...method,
          code: 'intl',
          name: 'International',
          priceCents: 129900,
          minDays: 7,
          maxDays: 14,
          businessDays: false,
        },
      ],
    },
  ],
});

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'USD' });
  stubApi({});
});

// As the checkout prices the options for a shopper paying in dollars, at stub-api's rates (83 INR
// per USD) and rounding (up to .99): ₹99 -> $1.19 -> $1.99, ₹249 -> $3.00 -> $3.99,
// ₹999 -> $12.04 -> $12.99.
const context: PriceContext = {
  shopCurrency: 'INR',
  rates: { USD: 1, INR: 83 },
  rounding: DEFAULT_ROUNDING,
};
const toUsd = (shopMinor: number) => convertShopMinor(shopMinor, 'USD', context);

/** `goodsCents`: what the lines cost in US cents, the display currency. */
function renderMethods(country: string, goodsCents: number, value: string | null = null) {
  const onChange = vi.fn<(code: string) => void>();
  const result = renderWithRouter(
    <ShippingMethods
      country={country}
      options={shippingOptions(table, country, goodsCents, toUsd)}
      value={value}
      onChange={onChange}
    />,
  );
  return { ...result, onChange };
}

describe('ShippingMethods', () => {
  it("offers India its zone's methods with transit times and prices, and the threshold still to reach", async () => {
    renderMethods('India', 1298, 'standard');
    const group = screen.getByRole('group', { name: 'Shipping method' });
    expect(group).toBeInTheDocument();
    const standard = screen.getByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    await waitFor(() => expect(standard.closest('label')).toHaveTextContent(/^Standard\$1\.99/));
    expect(standard.closest('label')).toHaveTextContent('5-7 business days');
    // $12.98 of goods: a cent short of the threshold in dollars.
    expect(standard.closest('label')).toHaveTextContent(/Free on orders over \$12\.99$/);
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent(
      /^Express\$3\.99/,
    );
  });

  it('says Free once the goods reach the threshold', () => {
    renderMethods('India', 1299, 'standard');
    const standard = screen.getByRole('radio', { name: /Standard/ }).closest('label');
    expect(standard).toHaveTextContent('Free');
    expect(standard).not.toHaveTextContent('Free on orders over');
  });

  it('offers a country abroad only its own zone, and reports the choice', async () => {
    const { onChange, user } = renderMethods('Canada', 2000);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /International/ }).closest('label')).toHaveTextContent(
      '7-14 days',
    );
    await user.click(screen.getByRole('radio', { name: /International/ }));
    expect(onChange).toHaveBeenCalledWith('intl');
  });

  it('says plainly when the shop does not ship to a country', () => {
    renderMethods('Brazil', 2000);
    expect(screen.getByRole('alert')).toHaveTextContent("We don't ship to Brazil yet.");
  });
});
