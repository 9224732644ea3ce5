import { describe, expect, it } from 'vitest';
import { trackingLink } from './carriers';

describe('trackingLink', () => {
  it('recognises each carrier by its number format', () => {
    expect(trackingLink('EE123456789IN')?.carrier).toBe('India Post');
    expect(trackingLink('1234567890123')).toEqual({
      carrier: 'Delhivery',
      url: 'https://www.delhivery.com/track/package/1234567890123',
    });
    expect(trackingLink('12345678901')?.carrier).toBe('Blue Dart');
    expect(trackingLink('1234 567 890')).toEqual({
      carrier: 'DHL',
      url: 'https://www.dhl.com/in-en/home/tracking.html?tracking-id=1234567890',
    });
  });

  it('gives no link for a number it does not know', () => {
    expect(trackingLink('TRK<123>')).toBeNull();
    expect(trackingLink('123')).toBeNull();
  });
});
