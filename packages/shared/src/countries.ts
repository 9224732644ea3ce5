/** Countries offered for shipping addresses (profile and checkout), India first and the default. */
export const COUNTRIES = [
  'India',
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const DEFAULT_COUNTRY: Country = 'India';
