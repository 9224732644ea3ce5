import { describe, expect, it } from 'vitest';
import {
  financialYear,
  INVOICE_NUMBER,
  invoiceNumber,
  placeOfSupply,
  splitTax,
  supplyDestination,
  supplyKind,
} from './gst';

describe('GST invoices', () => {
  it('counts financial years from April to March', () => {
    expect(financialYear(new Date('2026-03-31T23:59:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes in at most 16 allowed characters', () => {
    expect(invoiceNumber('invoice', '2026-27', 42)).toBe('MM/26-27/000042');
    expect(invoiceNumber('credit_note', '2026-27', 999_999)).toBe('CN/26-27/999999');
    for (const n of [1, 7, 123_456, 999_999]) {
      const number = invoiceNumber('invoice', '2031-32', n);
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(INVOICE_NUMBER);
    }
    expect(() => invoiceNumber('invoice', '2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
  });

  it('charges CGST + SGST within Telangana, IGST in other states and abroad', () => {
    expect(supplyKind({ country: 'India', state: 'Telangana' })).toBe('intra_state');
    expect(supplyKind({ country: 'India', state: ' telangana ' })).toBe('intra_state');
    expect(supplyKind({ country: 'India', state: 'Karnataka' })).toBe('inter_state');
    expect(supplyKind({ country: 'Germany', state: 'Berlin' })).toBe('export');
    expect(splitTax(1001, 'intra_state')).toEqual({ cgst: 500, sgst: 501, igst: 0 });
    expect(splitTax(1001, 'inter_state')).toEqual({ cgst: 0, sgst: 0, igst: 1001 });
    expect(splitTax(1001, 'export')).toEqual({ cgst: 0, sgst: 0, igst: 1001 });
    expect(placeOfSupply({ country: 'India', state: 'Kerala' })).toBe('Kerala (32)');
    expect(placeOfSupply({ country: 'India', state: 'Telangana' })).toBe('Telangana (36)');
    expect(placeOfSupply({ country: 'India' })).toBe('India');
    expect(placeOfSupply({ country: 'France' })).toBe('France (export)');
  });

  it('sends a business buyer’s supply to the state of its GSTIN, a consumer’s to the address', () => {
    const telangana = { country: 'India', state: 'Telangana' };
    // Maharashtra (27) registration, delivered in Telangana: inter-state, place of supply 27.
    const business = supplyDestination(telangana, '27AAPFU0939F1ZV');
    expect(business).toEqual({ country: 'India', state: 'Maharashtra' });
    expect(supplyKind(business)).toBe('inter_state');
    expect(placeOfSupply(business)).toBe('Maharashtra (27)');
    // A Telangana (36) registration delivered to Karnataka: within the seller's state.
    const local = supplyDestination({ country: 'India', state: 'Karnataka' }, '36AABCT1332L1ZF');
    expect(supplyKind(local)).toBe('intra_state');
    expect(placeOfSupply(local)).toBe('Telangana (36)');
    // Consumers, unknown state codes and addresses abroad keep the address.
    expect(supplyDestination(telangana, null)).toEqual(telangana);
    expect(supplyDestination(telangana, '')).toEqual(telangana);
    expect(supplyDestination(telangana, '99AAPFU0939F1ZV')).toEqual(telangana);
    const berlin = { country: 'Germany', state: 'Berlin' };
    expect(supplyKind(supplyDestination(berlin, '27AAPFU0939F1ZV'))).toBe('export');
  });
});
