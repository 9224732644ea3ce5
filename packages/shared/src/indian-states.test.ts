import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, gstStateCode, INDIAN_STATES, stateWithCode } from './indian-states';

describe('GST state codes', () => {
  it('give every state and union territory the checkout offers its own two-digit code', () => {
    const codes = INDIAN_STATES.map((s) => gstStateCode(s));
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
  });

  it('follow the GST portal’s list', () => {
    expect(gstStateCode('Telangana')).toBe('36');
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode('Jammu and Kashmir')).toBe('01');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Ladakh')).toBe('38');
    expect(gstStateCode('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
  });

  it('read a name in any case and spacing, with & for and; not an unknown one', () => {
    expect(gstStateCode('  tamil   nadu ')).toBe('33');
    expect(gstStateCode('Andaman & Nicobar Islands')).toBe('35');
    expect(gstStateCode('Berlin')).toBeUndefined();
    expect(gstStateCode(undefined)).toBeUndefined();
  });

  it('print a state with its code, an unknown one as given', () => {
    expect(stateWithCode('Telangana')).toBe('Telangana (36)');
    expect(stateWithCode(' Karnataka ')).toBe('Karnataka (29)');
    expect(stateWithCode('Bavaria')).toBe('Bavaria');
  });
});
