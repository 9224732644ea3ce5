import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar-day';

describe('dayIn', () => {
  it('names the day an instant falls on in the zone, not in UTC', () => {
    const lateUtc = new Date('2026-11-25T20:00:00Z'); // 01:30 on the 26th in Kolkata
    expect(dayIn('Asia/Kolkata', lateUtc)).toBe('2026-11-26');
    expect(dayIn('UTC', lateUtc)).toBe('2026-11-25');
    expect(dayIn('America/New_York', lateUtc)).toBe('2026-11-25');
  });
});
