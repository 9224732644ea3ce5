import { describe, expect, it } from 'vitest';
import { atShopHour, dayIn } from './calendar-day';

describe('dayIn', () => {
  it('names the day an instant falls on in the zone, not in UTC', () => {
    const lateUtc = new Date('2026-11-25T20:00:00Z'); // 01:30 on the 26th in Kolkata
    expect(dayIn('Asia/Kolkata', lateUtc)).toBe('2026-11-26');
    expect(dayIn('UTC', lateUtc)).toBe('2026-11-25');
    expect(dayIn('America/New_York', lateUtc)).toBe('2026-11-25');
  });
});

describe('atShopHour', () => {
  it('is the instant the hour strikes on that day in the zone', () => {
    expect(atShopHour('2026-11-26', 9, 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-26T03:30:00.000Z',
    );
    expect(atShopHour('2026-11-26', 9, 'UTC').toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it('follows daylight saving: New York is 4 hours behind in July, 5 in January', () => {
    expect(atShopHour('2026-07-01', 9, 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(atShopHour('2026-01-15', 9, 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
  });

  it('lands on the day asked for in a zone ahead of UTC at an early hour', () => {
    const at = atShopHour('2026-03-01', 1, 'Pacific/Auckland');
    expect(dayIn('Pacific/Auckland', at)).toBe('2026-03-01');
    expect(at.toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});
