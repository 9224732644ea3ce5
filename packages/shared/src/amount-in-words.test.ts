import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const rupees = (minor: number) => amountInWords(minor, 'INR');

describe('amounts in words', () => {
  it('write rupees and paise in the Indian system', () => {
    expect(rupees(14_999_950)).toBe(
      'Rupees One Lakh Forty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(rupees(0)).toBe('Rupees Zero Only');
    expect(rupees(100)).toBe('Rupees One Only');
    expect(rupees(1_900)).toBe('Rupees Nineteen Only');
    expect(rupees(10_000)).toBe('Rupees One Hundred Only');
    expect(rupees(10_000_000)).toBe('Rupees One Lakh Only');
    expect(rupees(1_000_000_000)).toBe('Rupees One Crore Only');
  });

  it('write every part of a number: teens, tens, hundreds, thousands, lakhs and crores', () => {
    expect(rupees(1_100)).toBe('Rupees Eleven Only');
    expect(rupees(2_000)).toBe('Rupees Twenty Only');
    expect(rupees(2_100)).toBe('Rupees Twenty-One Only');
    expect(rupees(10_500)).toBe('Rupees One Hundred Five Only');
    expect(rupees(100_000)).toBe('Rupees One Thousand Only');
    expect(rupees(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(rupees(99_99_99_999_00)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    // A lakh crore: the crores are themselves counted in lakhs.
    expect(rupees(1_00_000_00_00_000_00)).toBe('Rupees One Lakh Crore Only');
    expect(rupees(12_34_560_00_00_000_00)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty Crore Only',
    );
  });

  it('name paise alone when the amount is under a rupee, and one paisa singular', () => {
    expect(rupees(50)).toBe('Fifty Paise Only');
    expect(rupees(1)).toBe('One Paisa Only');
    expect(rupees(99)).toBe('Ninety-Nine Paise Only');
    expect(rupees(101)).toBe('Rupees One and One Paisa Only');
    expect(rupees(1_905)).toBe('Rupees Nineteen and Five Paise Only');
  });

  it('write another currency by its name, in millions and billions', () => {
    expect(amountInWords(1_205, 'USD')).toBe('US Dollars Twelve and Five Cents Only');
    expect(amountInWords(1, 'USD')).toBe('One Cent Only');
    expect(amountInWords(14_999_950, 'USD')).toBe(
      'US Dollars One Hundred Forty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Cents Only',
    );
    expect(amountInWords(250_000_000, 'EUR')).toBe('Euros Two Million Five Hundred Thousand Only');
    expect(amountInWords(300_000_000_000, 'SGD')).toBe('Singapore Dollars Three Billion Only');
    expect(amountInWords(1_001, 'GBP')).toBe('Pounds Sterling Ten and One Penny Only');
    expect(amountInWords(40, 'GBP')).toBe('Forty Pence Only');
    expect(amountInWords(0, 'CAD')).toBe('Canadian Dollars Zero Only');
    expect(amountInWords(100, 'AUD')).toBe('Australian Dollars One Only');
  });

  it('lead an unknown currency by its code, and refuse what is not whole minor units', () => {
    expect(amountInWords(1_005, 'XYZ')).toBe('XYZ Ten and 5/100 Only');
    expect(amountInWords(-250, 'INR')).toBe('Minus Rupees Two and Fifty Paise Only');
    expect(() => amountInWords(1.5, 'INR')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'INR')).toThrow(RangeError);
  });
});
