import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndiaLongDate, formatIndiaShortDay } from './india-date';

const zone = 'Asia/Kolkata';
const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone });
const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: zone,
});
// 1946 to 2200: India has kept UTC+05:30 throughout.
const dates = fc.date({
  min: new Date('1946-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('India dates without Intl', () => {
  it('write what Intl writes in Asia/Kolkata', () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatIndiaLongDate(date)).toBe(long.format(date));
        expect(formatIndiaShortDay(date)).toBe(shortDay.format(date));
      }),
      { numRuns: 3000 },
    );
  });

  it('turn the day at 18:30 UTC (midnight in India)', () => {
    expect(formatIndiaLongDate(new Date('2025-03-09T18:29:59Z'))).toBe('March 9, 2025');
    expect(formatIndiaLongDate(new Date('2025-03-09T18:30:00Z'))).toBe('March 10, 2025');
    expect(formatIndiaShortDay(new Date('2026-09-09T00:00:00Z'))).toBe('Wed 9 Sept');
  });

  it('refuse an invalid date as Intl does', () => {
    expect(() => formatIndiaLongDate(new Date('nope'))).toThrow(RangeError);
  });
});
