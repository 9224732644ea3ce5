import type { ShippingForm } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { PaymentStep } from './payment-step';

const shipping: ShippingForm = {
  firstName: 'Kiran',
  lastName: 'Rao',
  email: 'kiran@example.com',
  number: '+91 90000 12345',
  address: '221 Jubilee Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  zipCode: '500033',
  country: 'India',
} as ShippingForm;

const render = (total: number | null) =>
  renderWithRouter(
    <PaymentStep
      shipping={shipping}
      shippingMethod="Express"
      total={total}
      blockReason={null}
      processing={false}
      onPay={() => undefined}
      onCancel={() => undefined}
    />,
  );

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'INR' });
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentStep', () => {
  it('names the amount on the pay button, in the display currency, with the total beside it', async () => {
    // The total is priced in the display currency already (minor units): ₹1,234.50.
    render(123450);
    const amount = '₹1,234.50';
    expect(await screen.findByRole('button', { name: `Pay ${amount}` })).toBeEnabled();
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent(amount);
  });

  it("keeps the spec's 'Pay Now' while the amount is not known yet", () => {
    render(null);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(screen.queryByText('Order total')).not.toBeInTheDocument();
  });
});
