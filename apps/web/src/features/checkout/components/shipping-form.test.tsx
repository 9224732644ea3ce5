import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  GSTIN_MESSAGES,
  type ShippingForm as ShippingValues,
} from '@shop/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render-with-router';
import { ShippingForm } from './shipping-form';

const shopper: SessionUser = {
  _id: 'u1',
  name: 'Asha Devi Rao',
  email: 'asha@example.com',
  number: '+91 98765 43210',
  gender: '',
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

function renderForm(user: SessionUser | null = shopper, countries: readonly string[] = COUNTRIES) {
  const onValid = vi.fn<(values: ShippingValues) => void>();
  const onInvalid = vi.fn();
  const onErrorsCleared = vi.fn();
  const onCountryChange = vi.fn<(country: string) => void>();
  // A guest's form links to the login page, so it needs a router.
  const ui = (
    <ShippingForm
      user={user}
      countries={countries}
      methods={<p>Methods go here</p>}
      onCountryChange={onCountryChange}
      onValid={onValid}
      onInvalid={onInvalid}
      onErrorsCleared={onErrorsCleared}
    />
  );
  if (user) render(ui);
  else renderWithRouter(ui, { path: '/checkout' });
  return { onValid, onInvalid, onErrorsCleared, onCountryChange, clicker: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Continue to Payment' });

describe('ShippingForm', () => {
  it("is prefilled from the signed-in shopper's profile and saved address", () => {
    renderForm();
    expect(field('First name')).toHaveValue('Asha Devi');
    expect(field('Last name')).toHaveValue('Rao');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone number')).toHaveValue('+91 98765 43210');
    expect(field('Address')).toHaveValue('12 Lake Road');
    expect(field('City')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('PIN code')).toHaveValue('411001');
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
      firstName: 'Asha Devi',
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
      gstin: '',
      businessName: '',
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
    expect(field('PIN code')).toHaveAccessibleDescription('PIN code is required');
    expect(field('City')).not.toHaveAccessibleDescription();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so the moment a refused form has nothing wrong left (the warning goes then)', async () => {
    const { onInvalid, onErrorsCleared, clicker } = renderForm({
      ...shopper,
      shippingAddress: { ...shopper.shippingAddress, city: '', zipCode: '' },
    });
    await clicker.click(submit());
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onErrorsCleared).not.toHaveBeenCalled();
    await clicker.type(field('City'), 'Pune');
    expect(onErrorsCleared).not.toHaveBeenCalled();
    await clicker.type(field('PIN code'), '411001');
    expect(onErrorsCleared).toHaveBeenCalled();
  });

  it('offers only the countries the shop ships to, and reports the one chosen', async () => {
    const { onCountryChange, clicker } = renderForm(shopper, ['India', 'United States']);
    const options = [...(field('Country') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['India', 'United States']);
    expect(onCountryChange).toHaveBeenLastCalledWith('India');
    await clicker.selectOptions(field('Country'), 'United States');
    expect(onCountryChange).toHaveBeenLastCalledWith('United States');
    expect(screen.getByText('Methods go here')).toBeInTheDocument();
  });

  it("asks the United States for a State and a ZIP code, in the spec's words", async () => {
    const { clicker } = renderForm();
    await clicker.selectOptions(field('Country'), 'United States');
    await clicker.clear(field('ZIP code'));
    await clicker.clear(field('State'));
    await clicker.click(submit());
    expect(field('ZIP code')).toHaveAccessibleDescription('ZIP code is required');
    expect(field('State')).toHaveAccessibleDescription('State is required');
  });

  it('keeps a one-word name as the first name and leaves the last name to the shopper', async () => {
    const { onValid, onInvalid, clicker } = renderForm({ ...shopper, name: 'Asha' });
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Last name')).toHaveValue('');
    await clicker.click(submit());
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    await clicker.type(field('Last name'), 'Rao');
    await clicker.click(submit());
    expect(onValid.mock.calls[0]![0]).toMatchObject({ firstName: 'Asha', lastName: 'Rao' });
  });

  it("offers India's states and union territories and a 6-digit PIN code", async () => {
    const { onValid, onInvalid, clicker } = renderForm();
    const state = field('State') as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    const names = [...state.options].map((o) => o.value);
    expect(names).toHaveLength(37);
    expect(names).toEqual(expect.arrayContaining(['Telangana', 'Ladakh', 'Puducherry']));
    await clicker.selectOptions(state, 'Telangana');
    await clicker.clear(field('PIN code'));
    await clicker.type(field('PIN code'), '5000');
    await clicker.click(submit());
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(field('PIN code')).toHaveAttribute('inputmode', 'numeric');
    expect(field('PIN code')).toHaveAccessibleDescription('PIN code must be 6 digits');
    await clicker.type(field('PIN code'), '33');
    await clicker.click(submit());
    expect(onValid.mock.calls[0]![0]).toMatchObject({ state: 'Telangana', zipCode: '500033' });
  });

  it("uses other countries' own words for the region and postal code", async () => {
    const { onValid, clicker } = renderForm();
    await clicker.selectOptions(field('Country'), 'Canada');
    expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument();
    await clicker.clear(field('Postal code'));
    await clicker.click(submit());
    expect(onValid).not.toHaveBeenCalled();
    expect(field('Postal code')).toHaveAccessibleDescription('Postal code is required');
    await clicker.clear(field('State / Province / Region'));
    await clicker.type(field('State / Province / Region'), 'Ontario');
    await clicker.type(field('Postal code'), 'K1A 0B1');
    await clicker.click(submit());
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      country: 'Canada',
      state: 'Ontario',
      zipCode: 'K1A 0B1',
    });
  });

  describe('for a guest', () => {
    it('starts with the e-mail, offers a returning customer Log in back to checkout, and nothing to save to', () => {
      renderForm(null);
      const contact = screen.getByRole('region', { name: 'Contact' });
      const email = within(contact).getByLabelText('Email');
      expect(email).toHaveValue('');
      expect(screen.getAllByRole('textbox')[0]).toBe(email);
      expect(within(contact).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fcheckout',
      );
      expect(field('First name')).toHaveValue('');
      expect(field('Country')).toHaveValue(DEFAULT_COUNTRY);
      expect(screen.queryByRole('checkbox', { name: /Save this information/ })).toBeNull();
    });

    it('asks for the e-mail like any other field and sends what the guest typed, unsaved', async () => {
      const { onValid, clicker } = renderForm(null);
      await clicker.click(submit());
      expect(field('Email')).toHaveAccessibleDescription(
        expect.stringContaining('Email is required'),
      );
      await clicker.type(field('Email'), 'guest@example.com');
      await clicker.type(field('First name'), 'Meera');
      await clicker.type(field('Last name'), 'Iyer');
      await clicker.type(field('Phone number'), '9876543210');
      await clicker.type(field('Address'), '4 MG Road');
      await clicker.type(field('City'), 'Bengaluru');
      await clicker.selectOptions(field('State'), 'Karnataka');
      await clicker.type(field('PIN code'), '560001');
      await clicker.click(submit());
      expect(onValid.mock.calls[0]![0]).toMatchObject({
        email: 'guest@example.com',
        firstName: 'Meera',
        state: 'Karnataka',
        saveInfo: false,
      });
    });
  });

  describe('a business buyer', () => {
    const disclosure = () =>
      screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' });

    it('opens the GSTIN fields on request and sends them, the GSTIN in capitals', async () => {
      const { onValid, clicker } = renderForm();
      expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('GSTIN')).toBeNull();
      await clicker.click(disclosure());
      expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
      await clicker.type(field('GSTIN'), '27aapfu0939f1zv');
      await clicker.type(field('Registered business name'), 'Mindful Traders LLP');
      await clicker.click(submit());
      expect(onValid.mock.calls[0]![0]).toMatchObject({
        gstin: '27AAPFU0939F1ZV',
        businessName: 'Mindful Traders LLP',
      });
    });

    it("shows the shared rules' messages beside the fields", async () => {
      const { onValid, clicker } = renderForm();
      await clicker.click(disclosure());
      await clicker.type(field('GSTIN'), '27AAPFU0939F1ZX');
      await clicker.click(submit());
      expect(onValid).not.toHaveBeenCalled();
      expect(field('GSTIN')).toHaveAccessibleDescription(
        expect.stringContaining(GSTIN_MESSAGES.checksum),
      );
      expect(field('Registered business name')).toHaveAccessibleDescription(
        GSTIN_MESSAGES.legalNameRequired,
      );
      await clicker.clear(field('GSTIN'));
      await clicker.type(field('GSTIN'), '27AAPFU');
      await clicker.click(submit());
      expect(field('GSTIN')).toHaveAccessibleDescription(
        expect.stringContaining(GSTIN_MESSAGES.shape),
      );
    });

    it('takes the GSTIN off the order when closed, and is offered only for India', async () => {
      const { onValid, clicker } = renderForm();
      await clicker.click(disclosure());
      await clicker.type(field('GSTIN'), '27AAPFU0939F1ZX');
      await clicker.click(disclosure());
      expect(screen.queryByLabelText('GSTIN')).toBeNull();
      await clicker.click(submit());
      expect(onValid.mock.calls[0]![0]).toMatchObject({ gstin: '', businessName: '' });
      await clicker.selectOptions(field('Country'), 'United States');
      expect(screen.queryByRole('button', { name: /Add your GSTIN/ })).toBeNull();
    });
  });

  it("keeps a guest's typing for this tab: back from 'Log in', signed in, the typed fields win", async () => {
    const { clicker } = renderForm(null);
    await clicker.type(field('Email'), 'meera@example.com');
    await clicker.type(field('First name'), 'Meera');
    await clicker.type(field('Address'), '4 MG Road');
    cleanup();

    // The shopper followed "Log in" and came back signed in: the profile fills what they had not
    // typed, and the receipt goes to the account's e-mail.
    renderForm(shopper);
    expect(field('First name')).toHaveValue('Meera');
    expect(field('Address')).toHaveValue('4 MG Road');
    expect(field('City')).toHaveValue('Pune');
    expect(field('Email')).toHaveValue('asha@example.com');
    cleanup();

    // Still a guest (came back without signing in): the e-mail they typed too.
    renderForm(null);
    expect(field('Email')).toHaveValue('meera@example.com');
    expect(field('First name')).toHaveValue('Meera');
  });
});
