/**
 * The shop's days: reports count a day from midnight to midnight in the shop's time zone
 * (SHOP_TIMEZONE), not in UTC, so an order paid at 00:23 in Kolkata counts on that day.
 */
import { dashboardRange, dayIn, type DashboardQuery } from '@shop/shared';
import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';

export type DayRange = { from: string; to: string };

/** The window a query names, in the shop's days: the last 30 of them (today included) by default. */
export function shopRange(query: DashboardQuery, timeZone: string, now = new Date()): DayRange {
  // The shared rule counts whole days back from a date; give it the shop's today.
  return dashboardRange(query, new Date(`${dayIn(timeZone, now)}T00:00:00Z`));
}

/** Every date of a window, first to last. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A timestamp column within the window's days: from the first midnight to the one after the last. */
export function withinDays(column: AnyColumn, { from, to }: DayRange, timeZone: string) {
  return and(
    gte(column, sql`(${from}::date)::timestamp at time zone ${timeZone}`),
    lt(column, sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`),
  );
}

/** The shop's date ('YYYY-MM-DD') of a timestamp column, in SQL. */
export const shopDay = (column: AnyColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** An instant as the shop's local time with its offset, e.g. 2026-11-26T00:23:00+05:30. */
export function shopTimestamp(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${dayIn(timeZone, at)}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}
