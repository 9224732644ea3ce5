/**
 * A business buyer's GSTIN (issue 27): 15 characters, the state's GST code, the PAN, the entity
 * number, 'Z', and a check character over the first 14 (the GST portal's mod-36 scheme). Its state
 * code is the place of supply of a business purchase (IGST Act, section 10(1)(a) bill-to-ship-to
 * aside, the buyer's registration decides where an Indian invoice says the supply goes).
 */
import { GST_STATE_CODES } from './indian-states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const STATE_BY_CODE = new Map<string, string>(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]),
);

export const GSTIN_MESSAGES = {
  shape: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV',
  state: 'The first two digits of a GSTIN are a state code (01-38)',
  checksum: 'This GSTIN has a typing mistake: its last character does not match',
  legalNameRequired: 'Enter the business name registered with this GSTIN',
} as const;

/** Upper case, without spaces: how a GSTIN is kept and printed. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (already normalised), or null when it is well formed. */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!STATE_BY_CODE.has(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}

/** The state a GSTIN is registered in ('27AAPFU0939F1ZV' -> 'Maharashtra'), if its code is known. */
export function gstinState(gstin: string): string | undefined {
  return STATE_BY_CODE.get(gstin.slice(0, 2));
}
