/** The two groups of the profile form: 'Personal Information' and 'Address Information'. */
import { COUNTRIES } from '@shop/shared';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { emailInput, phoneInput } from '../../../components/ui/input';
import type { PROFILE_FIELDS } from './profile-form-values';

type FieldName = (typeof PROFILE_FIELDS)[number];
/** register() for one field, plus its current error. */
export type BindField = (name: FieldName) => UseFormRegisterReturn<FieldName> & { error?: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white px-4 py-5 sm:px-6 sm:py-6"
    >
      <h2 id={headingId} className="font-serif text-xl text-brand-900">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function PersonalSection({ field }: { field: BindField }) {
  return (
    <Section title="Personal Information">
      <TextField id="profile-name" label="Full Name" autoComplete="name" {...field('name')} />
      <TextField
        id="profile-gender"
        label={
          <>
            Gender <span className="font-normal text-stone-600">(optional)</span>
          </>
        }
        autoComplete="sex"
        {...field('gender')}
      />
      <TextField
        id="profile-email"
        label="Email Address"
        {...emailInput}
        readOnly
        hint="Your e-mail address cannot be changed."
        {...field('email')}
      />
      <TextField id="profile-number" label="Phone Number" {...phoneInput} {...field('number')} />
    </Section>
  );
}

export function AddressSection({
  field,
  countries,
}: {
  field: BindField;
  countries: readonly string[];
}) {
  return (
    <Section title="Address Information">
      <TextField
        id="profile-street"
        label="Street Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('street')}
      />
      <TextField id="profile-city" label="City" autoComplete="address-level2" {...field('city')} />
      <TextField
        id="profile-state"
        label="State/Province"
        autoComplete="address-level1"
        {...field('state')}
      />
      <TextField
        id="profile-zip"
        label="ZIP/Postal Code"
        autoComplete="postal-code"
        {...field('zipCode')}
      />
      <SelectField
        id="profile-country"
        label="Country"
        autoComplete="country-name"
        options={countries}
        {...field('country')}
      />
    </Section>
  );
}

/** The shop's countries, plus a country saved earlier that the list no longer holds (never lose it). */
export const countryOptions = (saved: string): readonly string[] =>
  saved && !(COUNTRIES as readonly string[]).includes(saved) ? [...COUNTRIES, saved] : COUNTRIES;
