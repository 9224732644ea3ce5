/** Random bulk codes a shopper can read and type: PREFIX + 8 of 32 unambiguous characters. */
import { BULK_CODE_ALPHABET, BULK_CODE_RANDOM_LENGTH } from '@shop/shared';
import { randomInt } from 'node:crypto';

export function randomCode(prefix = ''): string {
  let code = prefix;
  for (let i = 0; i < BULK_CODE_RANDOM_LENGTH; i++)
    code += BULK_CODE_ALPHABET[randomInt(BULK_CODE_ALPHABET.length)];
  return code;
}

/** `count` distinct codes, none of them in `taken`. */
export function freshCodes(count: number, prefix: string | undefined, taken: ReadonlySet<string>) {
  const codes = new Set<string>();
  // 32^8 codes per prefix: a collision is rare, so a few spare draws always suffice.
  for (let draws = 0; codes.size < count && draws < count * 4 + 100; draws++) {
    const code = randomCode(prefix);
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
