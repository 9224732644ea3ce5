import { describe, expect, it } from 'vitest';
import { percentOf } from './percent';

describe('percentOf', () => {
  it('gives a share of a whole as a percentage, and 0 of nothing', () => {
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(4.5, 5)).toBe(90);
    expect(percentOf(2, 0)).toBe(0);
  });
});
