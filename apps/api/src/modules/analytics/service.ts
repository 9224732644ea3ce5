/**
 * The conversion funnel's rules (issue 30, records 063 and 064): browser events into the bounded
 * queue, the server's own paid events, the periodic rollup and purge, and the owner's funnel.
 */
import { cleanHost, cleanPath, dayIn, EVENT_MESSAGES, type BrowserEvent } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { coalescedRun } from '../../lib/coalesced-run';
import { readFunnel } from './funnel';
import { createEventQueue, type EventQueueOptions } from './queue';
import { rollupRecent } from './rollup';

/** An event as the writer sends it: the table's columns (record 064). */
export type EventRow = {
  at: string;
  kind: string;
  path: string;
  product_id: string | null;
  order_id: string | null;
  device: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  visitor_id: string | null;
};
type Deps = {
  db: Db;
  shopTimeZone: string;
  log?: (message: string, err: unknown) => void;
  /** Tests pass a small or slow queue. */
  queue?: Partial<EventQueueOptions<EventRow>>;
};

const ROLLUP_EVERY_MS = 60_000;
const DEFAULT_PERIOD_DAYS = 30;
/** Ten years of daily rows is still a small read. */
const MAX_PERIOD_DAYS = 3660;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day ('2026-02-31' is not one). */
const isDay = (day: string) =>
  !Number.isNaN(Date.parse(day)) && new Date(Date.parse(day)).toISOString().startsWith(day);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const toRow = (e: BrowserEvent, visitorId: string | null, at: string): EventRow => ({
  at,
  kind: e.kind,
  path: cleanPath(e.path),
  product_id: e.productId ?? null,
  order_id: e.kind === 'payment_started' ? (e.orderId ?? null) : null,
  device: e.device,
  referrer_host: cleanHost(e.referrerHost),
  utm_source: e.utmSource?.toLowerCase() ?? '',
  utm_medium: e.utmMedium?.toLowerCase() ?? '',
  utm_campaign: e.utmCampaign ?? '',
  visitor_id: visitorId,
});

/**
 * One statement and one parameter per batch, whatever its size: the rows as JSON, which
 * PostgreSQL unpacks (no thousands of bind parameters to build, send and parse).
 */
const insertRows = (db: Db, rows: EventRow[]) =>
  db.execute(sql`
    insert into analytics_events (at, kind, path, product_id, order_id, device, referrer_host,
                                  utm_source, utm_medium, utm_campaign, visitor_id)
    select at, kind, path, product_id, order_id, device, referrer_host, utm_source, utm_medium,
           utm_campaign, visitor_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(
      at timestamptz, kind text, path text, product_id uuid, order_id uuid, device text,
      referrer_host text, utm_source text, utm_medium text, utm_campaign text, visitor_id uuid)`);

export function createAnalytics({ db, shopTimeZone, log = () => {}, queue: options }: Deps) {
  const queue = createEventQueue<EventRow>({
    write: async (rows) => {
      await insertRows(db, rows);
    },
    log,
    ...options,
  });
  const rollup = coalescedRun(
    () => rollupRecent(db, shopTimeZone),
    (err) => log('analytics: the daily rollup failed', err),
  );

  /**
   * Written at once, not queued: a payment is never dropped. The rollup gives it the device and
   * source of its order's payment start, whenever that event arrives.
   */
  async function recordPaid(orderId: string) {
    await db.execute(sql`
      insert into analytics_events (kind, product_id, order_id)
      select 'paid', null::uuid, ${orderId}::uuid
      union all
      select distinct 'purchase', product_id, ${orderId}::uuid
      from order_items where order_id = ${orderId}`);
  }

  return {
    /** Queues a validated batch; returns how many were taken (the rest dropped and counted). */
    accept(events: readonly BrowserEvent[], visitorId: string | null, at = new Date()): number {
      const when = at.toISOString();
      return queue.push(events.map((e) => toRow(e, visitorId, when)));
    },

    recordPaid,
    /** For the payments module's injected hook: never throws at a payment. */
    onPaid(orderId: string) {
      recordPaid(orderId).catch((err) => log('analytics: recording a paid order failed', err));
    },

    /** The owner's funnel; the waiting events are written and today rolled up first. */
    async funnel(query: { from?: string; to?: string }, now = new Date()) {
      const to = query.to ?? dayIn(shopTimeZone, now);
      const from =
        query.from ?? dayIn(shopTimeZone, new Date(now.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS));
      if (!isDay(from) || !isDay(to)) throw new BadRequestError(EVENT_MESSAGES.badDay);
      const span = daysBetween(from, to);
      if (span < 0 || span >= MAX_PERIOD_DAYS) throw new BadRequestError(EVENT_MESSAGES.badPeriod);
      await this.refresh();
      const funnel = await readFunnel(db, from, to);
      return { from, to, timeZone: shopTimeZone, ...funnel, dropped: queue.stats().dropped };
    },

    /** Writes what waits and rolls up today and yesterday. */
    async refresh() {
      await queue.flush();
      await rollup.run();
    },

    /** Every instance runs it: the writer's timer and the rollup (safe across instances). */
    startWorker() {
      const stopQueue = queue.start();
      const timer = setInterval(() => void rollup.run(), ROLLUP_EVERY_MS);
      timer.unref();
      return () => {
        stopQueue();
        clearInterval(timer);
      };
    },

    /** Before the pools close: the events still waiting are written. */
    async close() {
      await queue.flush();
      await rollup.idle();
    },

    stats: queue.stats,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
