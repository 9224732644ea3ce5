/** The COD report's period in the URL (?from&to, the shop's days); the last 30 days by default. */
import { useSearchParams } from 'react-router';
import type { CodPeriod } from '../api/cod';

export const PERIOD_PRESETS = [30, 90, 365] as const;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a day in the owner's calendar. */
const isoDay = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): Required<CodPeriod> {
  return { from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today) };
}

export function useCodPeriod(): [Required<CodPeriod>, (p: Required<CodPeriod>) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = from && to ? { from, to } : lastDays(30);
  return [period, (next) => setParams(next, { replace: true })];
}
