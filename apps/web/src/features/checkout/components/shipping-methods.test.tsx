import { shippingOptions, shippingTableSchema } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { ShippingMethods } from './shipping-methods';

const method = { description: '', businessDays: true, freeOverCents: null };
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
          priceCents: 299,
          freeOverCents: 5000,
          minDays: 5,
          maxDays: 7,
        },
        { ...method, code: 'express', name: 'Express', priceCents: 999, minDays: 2, maxDays: 3 },
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
          priceCents: 1599,
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

function renderMethods(country: string, goodsCents: number, value: string | null = null) {
  const onChange = vi.fn<(code: string) => void>();
  const result = renderWithRouter(
    <ShippingMethods
      country={country}
      options={shippingOptions(table, country, goodsCents)}
      value={value}
      onChange={onChange}
    />,
  );
  return { ...result, onChange };
}

describe('ShippingMethods', () => {
  it("offers India its zone's methods with transit times and prices, and the threshold still to reach", async () => {
    renderMethods('India', 2000, 'standard');
    const group = screen.getByRole('group', { name: 'Shipping method' });
    expect(group).toBeInTheDocument();
    const standard = screen.getByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    await waitFor(() => expect(standard.closest('label')).toHaveTextContent('$2.99'));
    expect(standard.closest('label')).toHaveTextContent('5-7 business days');
    expect(standard.closest('label')).toHaveTextContent('Free on orders over $50.00');
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent(
      '$9.99',
    );
  });

  it('says Free once the goods reach the threshold', () => {
    renderMethods('India', 5000, 'standard');
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
