/**
 * Countries an address may name, India first and the default. Which of them the shop ships to, and
 * so which the checkout offers, is the shipping rate table's business (shipping.ts).
 */
export const COUNTRIES = [
  'India',
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  // The rest of the countries the shipping zones may hold (the policy's "over 30 countries").
  'Mexico',
  'Ireland',
  'Netherlands',
  'Belgium',
  'Spain',
  'Italy',
  'Portugal',
  'Austria',
  'Switzerland',
  'Sweden',
  'Denmark',
  'Norway',
  'Finland',
  'New Zealand',
  'Singapore',
  'Malaysia',
  'Japan',
  'South Korea',
  'Hong Kong',
  'United Arab Emirates',
  'Saudi Arabia',
  'Qatar',
  'Sri Lanka',
  'Nepal',
  'Bangladesh',
  'South Africa',
  'Brazil',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const DEFAULT_COUNTRY: Country = 'India';

/** What an address calls its region and postal code, and the postal code's shape where we know it. */
export type AddressFormat = {
  stateLabel: string;
  postalLabel: string;
  /** Only the country's own format; elsewhere any non-empty code up to 20 characters passes. */
  postalPattern?: RegExp;
  postalHint?: string;
  /** The messages of an empty field, written out (the spec's 'State is required', ...). */
  stateRequired: string;
  postalRequired: string;
};

// India Post's PIN code is six digits and never starts with 0; Indian shoppers know the words
// "PIN code" and "State", not "ZIP" (issue 13, point 5 of what was measured).
const INDIA: AddressFormat = {
  stateLabel: 'State',
  postalLabel: 'PIN code',
  postalPattern: /^[1-9]\d{5}$/,
  postalHint: 'PIN code must be 6 digits',
  stateRequired: 'State is required',
  postalRequired: 'PIN code is required',
};
// The spec's words ('ZIP code is required') belong to the United States, where they are right.
const UNITED_STATES: AddressFormat = {
  stateLabel: 'State',
  postalLabel: 'ZIP code',
  postalPattern: /^\d{5}(?:-\d{4})?$/,
  postalHint: 'ZIP code must be 5 digits (or ZIP+4)',
  stateRequired: 'State is required',
  postalRequired: 'ZIP code is required',
};
const ELSEWHERE: AddressFormat = {
  stateLabel: 'State / Province / Region',
  postalLabel: 'Postal code',
  stateRequired: 'State / Province / Region is required',
  postalRequired: 'Postal code is required',
};

export function addressFormat(country: string): AddressFormat {
  if (country === 'India') return INDIA;
  if (country === 'United States') return UNITED_STATES;
  return ELSEWHERE;
}
