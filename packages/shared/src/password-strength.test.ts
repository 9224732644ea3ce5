import { describe, expect, it } from 'vitest';
import { isStrongEnough, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak', 0],
    ['abc', 1, 'Very Weak', 25],
    ['abcdefgh', 2, 'Weak', 50],
    ['Abcdefgh', 3, 'Medium', 75],
    ['Abcdefg1', 4, 'Strong', 100],
    ['Abcdef1!', 5, 'Very Strong', 100],
  ])('scores %j as %i (%s, %i%%)', (password, score, label, percent) => {
    expect(passwordStrength(password)).toMatchObject({ score, label, percent });
  });

  it('needs 8 characters and 3 criteria for a reset', () => {
    expect(isStrongEnough('Ab1!')).toBe(false);
    expect(isStrongEnough('abcdefgh')).toBe(false);
    expect(isStrongEnough('abcdefg1')).toBe(true);
  });
});
