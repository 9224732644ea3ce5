/** How the back office writes money and dates: amounts in the shop's base currency (USD). */
import { BASE_CURRENCY, formatMoney } from '@shop/shared';

export const formatUsd = (usd: number) => formatMoney(usd, BASE_CURRENCY);

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** 'YYYY-MM-DD' of the dashboard series, shown as '24 Oct' (read as a UTC day). */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
