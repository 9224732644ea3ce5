/**
 * What the owner sees (record 065): the abandoned checkouts of a period (shop days), newest first,
 * with consent, reminders sent and the order that recovered each; and the period's figures:
 * abandoned, reminders sent, orders recovered after a reminder and their value (shop currency,
 * each order at the rate it recorded).
 */
import { atShopHour, dayIn } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { BadRequestError } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const LIST_MAX = 200;
const BAD_PERIOD = 'Choose a period of at most a year, its start before its end';

const isDay = (day: string) =>
  !Number.isNaN(Date.parse(day)) && new Date(Date.parse(day)).toISOString().startsWith(day);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The period's first and last shop days and the instants they span. */
export function periodOf(query: { from?: string; to?: string }, timeZone: string, now: Date) {
  const to = query.to ?? dayIn(timeZone, now);
  const from = query.from ?? dayIn(timeZone, new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  if (!isDay(from) || !isDay(to)) throw new BadRequestError(BAD_PERIOD);
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (span < 0 || span >= MAX_DAYS) throw new BadRequestError(BAD_PERIOD);
  return {
    from,
    to,
    start: atShopHour(from, 0, timeZone),
    end: atShopHour(nextDay(to), 0, timeZone),
  };
}

type Row = {
  orderId: string;
  orderNumber: string;
  abandonedAt: string | Date;
  email: string;
  valueMinor: string | number;
  consented: boolean;
  mailsSent: string | number;
  recoveredOrderNumber: string | null;
  stoppedReason: string | null;
};

/** An order's total in the shop currency (orders record the rate they were placed at). */
const inShopCurrency = (order: string) =>
  sql.raw(`round(${order}.total_cents / nullif(${order}.shop_rate, 0))::bigint`);

export async function readAbandoned(db: Db, start: Date, end: Date) {
  const list = await db.execute(sql`
    select a.order_id as "orderId", o.order_number as "orderNumber", a.abandoned_at as "abandonedAt",
      o.receipt_email as "email", ${inShopCurrency('o')} as "valueMinor",
      (c.order_id is not null) as "consented",
      (select count(*) from recovery_mails m where m.order_id = a.order_id) as "mailsSent",
      r.order_number as "recoveredOrderNumber", a.stopped_reason as "stoppedReason"
    from abandoned_checkouts a
    join orders o on o.id = a.order_id
    left join recovery_consents c on c.order_id = a.order_id
    left join orders r on r.id = a.recovered_order_id
    where a.abandoned_at >= ${start} and a.abandoned_at < ${end}
    order by a.abandoned_at desc limit ${LIST_MAX}`);
  const [figures] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select
        (select count(*) from abandoned_checkouts a
          where a.abandoned_at >= ${start} and a.abandoned_at < ${end}) as abandoned,
        (select count(*) from recovery_mails m
          where m.sent_at >= ${start} and m.sent_at < ${end}) as mails,
        count(r.id) as recovered,
        coalesce(sum(${inShopCurrency('r')}), 0) as revenue
      from abandoned_checkouts a
      join orders r on r.id = a.recovered_order_id
      where a.recovered_at >= ${start} and a.recovered_at < ${end}
        -- After a reminder: none is sent once paid for (the sweep marks recoveries first).
        and exists (select 1 from recovery_mails m where m.order_id = a.order_id)`),
  );
  return {
    summary: {
      abandoned: Number(figures?.abandoned ?? 0),
      mailsSent: Number(figures?.mails ?? 0),
      recoveredOrders: Number(figures?.recovered ?? 0),
      recoveredRevenueMinor: Number(figures?.revenue ?? 0),
    },
    checkouts: rowsOf<Row>(list).map((r) => ({
      ...r,
      abandonedAt: new Date(r.abandonedAt),
      valueMinor: Number(r.valueMinor),
      mailsSent: Number(r.mailsSent),
    })),
  };
}
