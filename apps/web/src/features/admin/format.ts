/** How the back office writes dates (money goes through the shared formatMoney, in its currency). */

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
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/**
 * A shop day of the dashboard ('YYYY-MM-DD', already counted in the shop's time zone) as '26 Nov'.
 * It is a calendar date, not an instant: read and written in UTC, it stays the same day wherever
 * the browser is.
 */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const weekdayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** A shop day with its weekday, 'Tue, 24 Nov' (a ship-by day: the owner plans the week by it). */
export const formatDayWithWeekday = (day: string) =>
  weekdayFormat.format(new Date(`${day}T00:00:00Z`));

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a date input's value ('YYYY-MM-DD'), on the day `formatDate` shows it. */
export const toDateInputValue = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};
