import type { ShippingForm } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../../stores/currency-store';
import { renderWithRouter } from '../../../test/render-with-router';
import type { PaymentChoice } from '../payment-choice';
import { PaymentStep, type CodTerms } from './payment-step';

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

  describe('with cash on delivery on offer', () => {
    const onPay = vi.fn();
    /** The step as the page holds it: the choice is state, the total follows it. */
    function Offered({ cod, refusal = null }: { cod: CodTerms; refusal?: string | null }) {
      const [choice, setChoice] = useState<PaymentChoice>('online');
      return (
        <PaymentStep
          shipping={shipping}
          shippingMethod="Standard"
          total={choice === 'cod' ? 262500 : 245115}
          blockReason={null}
          processing={false}
          onPay={onPay}
          onCancel={() => undefined}
          cod={cod}
          choice={choice}
          onChoiceChange={setChoice}
          codRefusal={refusal}
        />
      );
    }
    const group = () => screen.getByRole('group', { name: 'How would you like to pay?' });

    it('offers online and cash on delivery as a radio group, online first, naming what it saves', async () => {
      renderWithRouter(<Offered cod={{ fee: 4900, saving: 17385 }} />);
      const radios = within(group()).getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        expect.stringMatching(/^Pay online/),
        expect.stringMatching(/^Cash on delivery/),
      ]);
      expect(radios[0]).toBeChecked();
      expect(await within(group()).findByText('Pay now and save ₹173.85')).toBeInTheDocument();
      expect(within(group()).getByText('₹49 fee')).toBeInTheDocument();
      expect(group()).toHaveTextContent('Pay on delivery');
      expect(screen.getByRole('button', { name: 'Pay ₹2,451.15' })).toBeEnabled();
    });

    it('switches to cash on delivery from the keyboard: the button places the order for the amount due', async () => {
      const { user } = renderWithRouter(<Offered cod={{ fee: 4900, saving: 4900 }} />);
      const online = within(group()).getByRole('radio', { name: /^Pay online/ });
      await user.click(online);
      await user.keyboard('{ArrowDown}');
      expect(within(group()).getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
      const place = screen.getByRole('button', { name: 'Place order' });
      expect(screen.getByText('To pay on delivery').nextElementSibling).toHaveTextContent('₹2,625');
      await user.click(place);
      expect(onPay).toHaveBeenCalledTimes(1);
    });

    it('names no saving when paying online saves nothing', async () => {
      renderWithRouter(<Offered cod={{ fee: 0, saving: 0 }} />);
      await screen.findByRole('button', { name: 'Pay ₹2,451.15' });
      expect(screen.queryByText(/Pay now and save/)).not.toBeInTheDocument();
      expect(screen.queryByText(/fee$/)).not.toBeInTheDocument();
    });

    it("shows the server's reason when it refused the COD order", async () => {
      const reason = 'Cash on delivery is not available for PIN code 500033. Please pay online.';
      const { user } = renderWithRouter(
        <Offered cod={{ fee: 4900, saving: 4900 }} refusal={reason} />,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(within(group()).getByRole('radio', { name: /^Cash on delivery/ }));
      expect(screen.getByRole('alert')).toHaveTextContent(reason);
    });
  });

  it('shows no choice where cash on delivery does not apply', () => {
    render(123450);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Card, UPI or wallet through Razorpay')).toBeInTheDocument();
  });
});
