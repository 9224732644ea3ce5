/**
 * India's 28 states and 8 union territories, as India Post writes them: the checkout offers them
 * as a list when the country is India, so the address carries a name a courier recognises.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * GST state codes (the GST portal's list; the first two digits of a GSTIN), which a tax invoice
 * prints beside each state it names (CGST Rules, rule 46). Andhra Pradesh has had 37 since the
 * 2014 split (28 was the undivided state's); Dadra and Nagar Haveli and Daman and Diu, merged in
 * 2020, keep 26.
 */
export const GST_STATE_CODES = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const satisfies Record<IndianState, string>;

const normalise = (name: string) =>
  name.trim().toLowerCase().replaceAll('&', 'and').replace(/\s+/g, ' ');
const CODE_BY_NAME = new Map<string, string>(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [normalise(name), code]),
);

/** The GST state code of a state or union territory ('Telangana' -> '36'), undefined if unknown. */
export function gstStateCode(name: string | undefined): string | undefined {
  return name === undefined ? undefined : CODE_BY_NAME.get(normalise(name));
}

/** A state as a tax invoice names it, with its code: 'Telangana (36)'; unknown names as given. */
export function stateWithCode(name: string): string {
  const code = gstStateCode(name);
  return code ? `${name.trim()} (${code})` : name;
}
