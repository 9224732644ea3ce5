/** The funnel's shared rules (record 063): device classes, consent, what the server keeps. */
import { describe, expect, it } from 'vitest';
import {
  cleanHost,
  cleanPath,
  deviceClassOf,
  eventBatchSchema,
  EVENT_LIMITS,
  visitorIdNeedsConsent,
} from './analytics';

describe('the funnel rules', () => {
  it('classes a device by the width of its window only', () => {
    expect([390, 767, 768, 1023, 1024, 1920].map(deviceClassOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('asks for consent before a visitor id for euro or pound prices or a European time zone', () => {
    expect(visitorIdNeedsConsent('EUR', 'Asia/Kolkata')).toBe(true);
    expect(visitorIdNeedsConsent('GBP', 'America/New_York')).toBe(true);
    expect(visitorIdNeedsConsent('INR', 'Europe/Berlin')).toBe(true);
    expect(visitorIdNeedsConsent('INR', 'Asia/Kolkata')).toBe(false);
    expect(visitorIdNeedsConsent('USD', 'America/Chicago')).toBe(false);
  });

  it('keeps the path without its query and a referrer by its host name only', () => {
    expect(cleanPath('/checkout?email=a@b.c#pay')).toBe('/checkout');
    expect(cleanPath('https://evil.example/x')).toBe('/');
    expect(cleanHost(' WWW.Google.COM ')).toBe('www.google.com');
    expect(cleanHost('https://t.co/abc')).toBe('');
    expect(cleanHost(undefined)).toBe('');
  });

  it('takes at most 50 browser events a batch, of the kinds a browser may send', () => {
    const event = { kind: 'page_view', path: '/', device: 'phone' };
    const many = (n: number) => ({ events: Array.from({ length: n }, () => event) });
    expect(eventBatchSchema.safeParse(many(EVENT_LIMITS.maxEvents)).success).toBe(true);
    expect(eventBatchSchema.safeParse(many(EVENT_LIMITS.maxEvents + 1)).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: [{ ...event, kind: 'paid' }] }).success).toBe(
      false,
    );
    expect(eventBatchSchema.safeParse({ events: [{ ...event, ip: '10.0.0.1' }] }).success).toBe(
      false,
    );
  });
});
