/** Calendar days in a time zone: the shop counts its days in its own zone (SHOP_TIMEZONE), not UTC. */

/** The calendar date ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
