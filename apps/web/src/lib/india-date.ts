/**
 * Dates as the shop's time zone (India, UTC+05:30 without daylight saving since 1945) shows them,
 * written without Intl: a page's first Intl call starts ICU, about 15 ms of one task on a fast
 * desktop and four times that on a phone, in the middle of hydration (record 035). The
 * output equals Intl's en-US / en-GB patterns named below, from 1946 on.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// CLDR's English abbreviations (en-GB writes 'Sept').
const SHORT_MONTHS = MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar day in India at `date` (fields of a Date shifted to UTC+05:30). */
function indiaDay(date: Date) {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** 'March 10, 2025': en-US `dateStyle: 'long'` in Asia/Kolkata. */
export function formatIndiaLongDate(date: Date): string {
  const { year, month, day } = indiaDay(date);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** 'Mon 10 Mar': en-GB `{ weekday: 'short', day: 'numeric', month: 'short' }` in Asia/Kolkata. */
export function formatIndiaShortDay(date: Date): string {
  const { month, day, weekday } = indiaDay(date);
  return `${SHORT_WEEKDAYS[weekday]} ${day} ${SHORT_MONTHS[month]}`;
}
