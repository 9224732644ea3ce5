import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstinState,
  normaliseGstin,
} from './gstin';

describe('GSTIN', () => {
  // The GST portal's published example, as typed and as a shopper might type it.
  it('accepts a well-formed number with its check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(normaliseGstin(' 27aapfu0939f1z v'))).toBeNull();
  });

  it('catches one mistyped character anywhere in the first 14', () => {
    const good = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const typo =
        good.slice(0, i) +
        (good[i] === '9' ? '8' : good[i] === 'A' ? 'B' : '9') +
        good.slice(i + 1);
      if (/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z/.test(typo)) expect(gstinProblem(typo)).not.toBeNull();
    }
  });

  it('refuses a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0939F1Z0')).toBe(GSTIN_MESSAGES.checksum);
  });

  it('refuses the wrong shape and unknown state codes', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('2AAAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.shape);
    const first14 = '45AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(GSTIN_MESSAGES.state);
  });

  it('names the state its code registers', () => {
    expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(gstinState('36AAPFU0939F1Z' + gstinCheckCharacter('36AAPFU0939F1Z'))).toBe('Telangana');
  });
});
