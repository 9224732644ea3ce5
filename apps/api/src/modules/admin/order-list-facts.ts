/**
 * What the owner's order list shows beside each order (issue 29), in SQL so one query reads a
 * whole page: when it became the studio's to send (its ship-by day's start), its refunds and its
 * returns; and the ship-by filter's cutoff.
 */
import { COD_PAYMENT_METHOD, dayIn, RETURN_STATUSES, shipByDay } from '@shop/shared';
import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orders, refunds, returns } from '../../db/schema';

/**
 * When the order became the studio's to send: paid online, or confirmed by a cash-on-delivery
 * shopper (record 057; the same choice as readyAt in order-shipping.ts, here as SQL to sort and
 * filter by). Null while it may not ship yet.
 */
export const readyAtSql =
  sql<Date | null>`case when ${orders.paymentMethod} = ${COD_PAYMENT_METHOD} then ${orders.codConfirmedAt} else ${orders.paidAt} end`.mapWith(
    orders.paidAt,
  );

/** Whether a processed refund gave any of the order back (a pending one has not yet). */
export const anyRefundProcessedSql =
  sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed')`.mapWith(
    Boolean,
  );

/** The statuses of the order's returns, each once (a declined return leaves nothing to show). */
export const returnStatusesSql = sql<
  string[]
>`(select coalesce(json_agg(distinct ${returns.status}), '[]'::json) from ${returns} where ${returns.orderId} = ${orders.id} and ${returns.status} <> 'declined')`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as string[],
);

type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The returns' statuses in the order a return moves: requested, approved, received. */
export const inReturnOrder = (statuses: string[]): ReturnStatus[] =>
  RETURN_STATUSES.filter((s) => statuses.includes(s));

/**
 * The order's refund badge. "Refunded in full" is the refunds module's rule (record 052:
 * `refundedInFull` in refunds/settle.ts, the value given back any way), which this module may not
 * import (module-graph.json); its verdict is kept on the order as payment status 'refunded' each
 * time a refund is processed, so the list reads that and never counts the rule twice.
 */
export function refundStateOf(paymentStatus: string, anyProcessed: boolean) {
  if (paymentStatus === 'refunded') return 'refunded' as const;
  return anyProcessed ? ('partly_refunded' as const) : null;
}

/** The shop day after `day` ('YYYY-MM-DD'). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Orders still to send whose ship-by day is the shop's today or earlier. shipByDay never moves
 * back as the day of payment moves on, so the days it puts on or before today are exactly those up
 * to the last such day: an order is due when it became ready before the shop's midnight after it.
 * The rule is asked, never restated: walking back from today reaches that day within a weekend.
 */
export function dueByToday(timeZone: string, now = new Date()): SQL {
  const today = dayIn(timeZone, now);
  let last = today;
  while (shipByDay(last) > today) {
    last = new Date(Date.parse(`${last}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  return and(
    inArray(orders.status, ['pending', 'processing']),
    lt(readyAtSql, sql`(${nextDay(last)}::date)::timestamp at time zone ${timeZone}`),
  )!;
}
