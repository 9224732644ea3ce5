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

/**
 * The instant a shop day's `hour` o'clock is in `timeZone` (a gift card mailed at 9:00 on the day
 * chosen, say): the wall clock's offset from UTC at that moment, taken back off.
 */
export function atShopHour(day: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const wall = (zone: string) => new Date(guess.toLocaleString('en-US', { timeZone: zone }));
  return new Date(guess.getTime() - (wall(timeZone).getTime() - wall('UTC').getTime()));
}
