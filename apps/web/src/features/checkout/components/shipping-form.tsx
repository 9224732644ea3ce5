/**
 * Step 1: where the order goes (spec 'Shipping form'), prefilled from the signed-in shopper. A
 * guest (DESIGN deviation 19) starts with the e-mail, with 'Log in' beside it for a returning
 * customer, and has no profile to save the address to. Every field keeps to its column on a
 * phone (issue 27: one wide child used to push the fields past the right edge).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressFormat,
  COUNTRIES,
  DEFAULT_COUNTRY,
  INDIAN_STATES,
  shippingFormSchema,
  type ShippingForm as ShippingValues,
  type ShippingFormInput,
} from '@shop/shared';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import type { SessionUser } from '../../../lib/session';
import { saveGuestDraft, withGuestDraft } from '../guest-draft';
import { BusinessBuyerFields } from './business-buyer-fields';
import { GuestContact } from './guest-contact';
import { splitName } from './split-name';

type Props = {
  /** The signed-in shopper, or null for a guest. */
  user: SessionUser | null;
  initial?: ShippingFormInput;
  /** The countries the shop ships to (the rate table's zones), India first. */
  countries: readonly string[];
  /** The shipping methods for the country chosen (see onCountryChange), below the address. */
  methods: ReactNode;
  /** Called with the country chosen, at first and on every change. */
  onCountryChange: (country: string) => void;
  onValid: (values: ShippingValues) => void;
  onInvalid: () => void;
  /** Called when the form, refused before, has no errors left (the warning can go). */
  onErrorsCleared: () => void;
  /** The cart-reminder box (record 065), shown with the e-mail. */
  reminder?: ReactNode;
};

export function prefillShipping(
  user: SessionUser | null,
  countries: readonly string[] = COUNTRIES,
): ShippingFormInput {
  if (!user) return guestShipping(countries);
  const country = countries.includes(user.shippingAddress.country)
    ? user.shippingAddress.country
    : (countries[0] ?? DEFAULT_COUNTRY);
  return {
    ...splitName(user.name),
    email: user.email,
    number: user.number,
    address: user.shippingAddress.street,
    city: user.shippingAddress.city,
    state: user.shippingAddress.state,
    zipCode: user.shippingAddress.zipCode,
    country: country as ShippingFormInput['country'],
    orderNotes: '',
    saveInfo: true,
    gstin: '',
    businessName: '',
  };
}

/** A guest's empty form: the shop's first country, and nothing to save the address to. */
function guestShipping(countries: readonly string[]): ShippingFormInput {
  const country = (countries[0] ?? DEFAULT_COUNTRY) as ShippingFormInput['country'];
  return {
    firstName: '',
    lastName: '',
    email: '',
    number: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country,
    orderNotes: '',
    saveInfo: false,
    gstin: '',
    businessName: '',
  };
}

export function ShippingForm({
  user,
  initial,
  countries,
  methods,
  onCountryChange,
  onValid,
  onInvalid,
  onErrorsCleared,
  reminder,
}: Props) {
  const form = useForm<ShippingFormInput, unknown, ShippingValues>({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: initial ?? withGuestDraft(prefillShipping(user, countries), !!user, countries),
  });
  // After a refused submit every change is checked again; once nothing is wrong, say so at once.
  const errorCount = Object.keys(form.formState.errors).length;
  const refused = form.formState.isSubmitted && !form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (refused && errorCount === 0) onErrorsCleared();
  }, [refused, errorCount, onErrorsCleared]);
  const bind = bindField(form);
  const country = useWatch({ control: form.control, name: 'country' }) ?? DEFAULT_COUNTRY;
  const { stateLabel, postalLabel } = addressFormat(country);
  useEffect(() => onCountryChange(country), [country, onCountryChange]);
  // A GSTIN is Indian: an address abroad hides the fields, and must not carry one unseen.
  useEffect(() => {
    if (country !== 'India' && form.getValues('gstin')) {
      form.setValue('gstin', '');
      form.setValue('businessName', '');
    }
  }, [country, form]);
  const guest = user === null;
  // A guest's typing is kept for this tab, so "Log in" midway loses nothing (guest-draft.ts).
  useEffect(() => {
    if (!guest) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveGuestDraft(values),
    });
  }, [form, guest]);
  const field = (
    name: keyof ShippingFormInput,
    label: string,
    autoComplete: string,
    type = 'text',
    numeric = false,
  ) => (
    <TextField
      id={`ship-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      {...(numeric && { inputMode: 'numeric' as const, maxLength: 6 })}
      {...bind(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="min-w-0 space-y-6"
      aria-labelledby="shipping-title"
    >
      {guest && <GuestContact email={bind('email')} />}
      {guest && reminder}
      <h2 id="shipping-title" className="font-serif text-2xl text-brand-900">
        Shipping information
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
        {!guest && field('email', 'Email', 'email', 'email')}
        {!guest && reminder && <div className="sm:col-span-2">{reminder}</div>}
        {field('number', 'Phone number', 'tel', 'tel')}
        <div className="sm:col-span-2">{field('address', 'Address', 'street-address')}</div>
        {field('city', 'City', 'address-level2')}
        {country === 'India' ? (
          <SelectField
            id="ship-state"
            label={stateLabel}
            autoComplete="address-level1"
            options={[{ value: '', label: 'Choose a state' }, ...INDIAN_STATES]}
            {...bind('state')}
          />
        ) : (
          field('state', stateLabel, 'address-level1')
        )}
        {field('zipCode', postalLabel, 'postal-code', 'text', country === 'India')}
        <SelectField
          id="ship-country"
          label="Country"
          autoComplete="country-name"
          options={countries}
          {...bind('country')}
        />
        <TextAreaField
          id="ship-notes"
          label={
            <>
              Order notes <span className="font-normal text-stone-600">(optional)</span>
            </>
          }
          rows={3}
          className="sm:col-span-2"
          {...bind('orderNotes')}
        />
        {country === 'India' && <BusinessBuyerFields form={form} />}
      </div>
      {methods}
      {!guest && (
        <CheckboxField
          id="ship-save"
          label="Save this information for next time"
          {...bind('saveInfo')}
        />
      )}
      <button
        type="submit"
        className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        Continue to Payment
      </button>
    </form>
  );
}
