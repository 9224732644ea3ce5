/**
 * Gift-card codes: drawn at random from the readable alphabet, shown once, kept only as a hash.
 * The hash is of the normalised code, so a code typed in any case, spaced or dashed, finds its card.
 */
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  normaliseGiftCardCode,
} from '@shop/shared';
import { createHash, randomInt } from 'node:crypto';

/** A new code, formatted in groups of four ("7KQM-XR4T-9PWD-H2NC"): 32^16 = 2^80 possibilities. */
export function generateGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++)
    code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return formatGiftCardCode(code);
}

/** What the database keeps of a code: the SHA-256 of its normalised form, in hex. */
export const hashGiftCardCode = (code: string): string =>
  createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');

/** The last four characters the owner and the shopper tell cards apart by. */
export const last4Of = (code: string): string => normaliseGiftCardCode(code).slice(-4);
