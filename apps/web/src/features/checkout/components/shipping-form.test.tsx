import { DEFAULT_COUNTRY, type ShippingForm as ShippingValues } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { ShippingForm } from './shipping-form';

const shopper: SessionUser = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  number: '+91 98765 43210',
  gender: 'Rao',
  shippingAddress: {
    street: '12 Lake Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    country: 'India',
  },
  profile: null,
  isLoginFromProvider: false,
  role: 'customer',
};

function renderForm(user: SessionUser = shopper) {
  const onValid = vi.fn<(values: ShippingValues) => void>();
  const onInvalid = vi.fn();
  render(<ShippingForm user={user} onValid={onValid} onInvalid={onInvalid} />);
  return { onValid, onInvalid, clicker: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Continue to Payment' });

describe('ShippingForm', () => {
  it("is prefilled from the signed-in shopper's profile and saved address", () => {
    renderForm();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Last name')).toHaveValue('Rao');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone number')).toHaveValue('+91 98765 43210');
    expect(field('Address')).toHaveValue('12 Lake Road');
    expect(field('City')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('ZIP code')).toHaveValue('411001');
    expect(field('Country')).toHaveValue('India');
    expect(
      screen.getByRole('checkbox', { name: 'Save this information for next time' }),
    ).toBeChecked();
  });

  it('falls back to the default country when the saved one is not offered', () => {
    renderForm({
      ...shopper,
      shippingAddress: { ...shopper.shippingAddress, country: 'Atlantis' },
    });
    expect(field('Country')).toHaveValue(DEFAULT_COUNTRY);
  });

  it('sends the trimmed values of a complete form', async () => {
    const { onValid, onInvalid, clicker } = renderForm();
    await clicker.clear(field('City'));
    await clicker.type(field('City'), '  Mumbai  ');
    await clicker.type(field('Order notes (optional)'), 'Leave at the door');
    await clicker.click(submit());

    expect(onInvalid).not.toHaveBeenCalled();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      number: '+91 98765 43210',
      address: '12 Lake Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '411001',
      country: 'India',
      orderNotes: 'Leave at the door',
      saveInfo: true,
    });
  });

  it('refuses missing and malformed fields with a message beside each, and sends nothing', async () => {
    const { onValid, onInvalid, clicker } = renderForm({
      ...shopper,
      name: '',
      shippingAddress: { ...shopper.shippingAddress, zipCode: '' },
    });
    await clicker.clear(field('Email'));
    await clicker.type(field('Email'), 'not-an-email');
    await clicker.clear(field('Address'));
    await clicker.type(field('Address'), '   ');
    await clicker.click(submit());

    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(field('Address')).toHaveAccessibleDescription('Address is required');
    expect(field('ZIP code')).toHaveAccessibleDescription('ZIP code is required');
    expect(field('City')).not.toHaveAccessibleDescription();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  });
});
