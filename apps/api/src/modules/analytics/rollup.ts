/**
 * Daily counts in the shop's time zone (record 064). A day's rows are rebuilt whole from its raw
 * events in one transaction under an advisory lock: run twice, or by every instance at once, the
 * result is the same rows. Raw events older than the retention are deleted in the same job; their
 * days' counts stay.
 */
import { atShopHour, dayIn, EVENT_LIMITS } from '@shop/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsDaily, analyticsDailyProducts, analyticsEvents } from '../../db/schema/analytics';

/** pg_advisory_xact_lock's key for the rollup: any fixed number no other job uses. */
const ROLLUP_LOCK = 630_064;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after a 'YYYY-MM-DD' day (calendar arithmetic, no time zone involved). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The instants a shop day starts and ends (a day is not always 24 hours where clocks change). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: atShopHour(day, 0, timeZone), end: atShopHour(nextDay(day), 0, timeZone) };
}

/**
 * A day's events with their source (utm_source, else the referrer's host, else ''). The server's
 * paid and purchase events take the device, source and visitor of their order's payment start,
 * whichever arrived first.
 */
const attributed = (from: string, until: string) => sql`
  with day_events as (
    select e.kind, coalesce(nullif(e.device, ''), s.device, '') as device,
           coalesce(nullif(coalesce(nullif(e.utm_source, ''), e.referrer_host), ''),
                    nullif(s.utm_source, ''), s.referrer_host, '') as source,
           coalesce(e.visitor_id, s.visitor_id) as visitor_id
    from analytics_events e
    left join lateral (
      select p.device, p.utm_source, p.referrer_host, p.visitor_id
      from analytics_events p
      where e.order_id is not null and e.kind in ('paid', 'purchase')
        and p.order_id = e.order_id and p.kind = 'payment_started'
      order by p.at desc limit 1
    ) s on true
    where e.at >= ${from}::timestamptz and e.at < ${until}::timestamptz
  )`;

export async function rollupDay(db: Db, day: string, timeZone: string): Promise<void> {
  const { start, end } = dayBounds(day, timeZone);
  const from = start.toISOString();
  const until = end.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    await tx.delete(analyticsDailyProducts).where(eq(analyticsDailyProducts.day, day));
    await tx.execute(sql`
      ${attributed(from, until)}
      insert into analytics_daily (day, kind, device, source, events, visitors)
      select ${day}::date, kind, device, source, count(*)::int, count(distinct visitor_id)::int
      from day_events group by kind, device, source`);
    await tx.execute(sql`
      insert into analytics_daily_products (day, product_id, views, purchases)
      select ${day}::date, product_id,
             (count(*) filter (where kind = 'product_view'))::int,
             (count(*) filter (where kind = 'purchase'))::int
      from analytics_events
      where at >= ${from}::timestamptz and at < ${until}::timestamptz
        and product_id is not null and kind in ('product_view', 'purchase')
      group by product_id`);
  });
}

/**
 * The periodic job: today and yesterday (events arrive stamped with the server's time, so no
 * earlier day changes), then the raw events past their retention.
 */
export async function rollupRecent(db: Db, timeZone: string, now = new Date()): Promise<void> {
  const today = dayIn(timeZone, now);
  const yesterday = dayIn(timeZone, new Date(atShopHour(today, 0, timeZone).getTime() - 1));
  await rollupDay(db, yesterday, timeZone);
  await rollupDay(db, today, timeZone);
  await purgeRawEvents(db, now);
}

/** Deletes raw events older than the retention (the Privacy Policy's 90 days). */
export async function purgeRawEvents(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - EVENT_LIMITS.rawRetentionDays * DAY_MS);
  await db.delete(analyticsEvents).where(lt(analyticsEvents.at, before));
}
