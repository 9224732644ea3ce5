/** A discount in the owner's words: its offer, its uses against the cap, its code. */
import { describe, expect, it } from 'vitest';
import { describeCode, describeOffer, describeUses } from './discount-words';
import { buildDiscount } from './testing/build-discount';

describe('discount words', () => {
  it.each([
    [{ kind: 'percent', value: 10, buyQuantity: null }, '10% off'],
    [{ kind: 'fixed', value: 15_000, buyQuantity: null }, '₹150 off'],
    [{ kind: 'fixed', value: 1_50_000_00, buyQuantity: null }, '₹1,50,000 off'],
    [{ kind: 'free_shipping', value: 0, buyQuantity: null }, 'Free shipping'],
    [{ kind: 'cheapest_free', value: 0, buyQuantity: 3 }, 'Buy 3, get the cheapest free'],
  ] as const)('describes %j as %s', (offer, words) => {
    expect(describeOffer(offer)).toBe(words);
  });

  it('counts uses against the cap, or says there is none', () => {
    expect(describeUses(3, 100)).toBe('3 of 100');
    expect(describeUses(0, null)).toBe('0 (no cap)');
  });

  it('names the code, its bulk codes, or "Automatic"', () => {
    expect(describeCode(buildDiscount({ code: 'FESTIVE10' }))).toBe('FESTIVE10');
    expect(describeCode(buildDiscount({ code: 'FESTIVE10', codeCount: 5 }))).toBe(
      'FESTIVE10 + 5 bulk codes',
    );
    expect(describeCode(buildDiscount({ code: null, codeCount: 1 }))).toBe('1 bulk code');
    expect(describeCode(buildDiscount({ method: 'automatic', code: null }))).toBe('Automatic');
  });
});
