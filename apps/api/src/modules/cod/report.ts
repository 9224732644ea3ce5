/**
 * COD over a period (issue 27): its share of the orders placed (count, and value in paise of the
 * shop currency, each order at its own rate), and how often COD parcels came back, by state and
 * PIN code. Days are the shop's (SHOP_TIMEZONE), both ends included.
 */
import { COD_PAYMENT_METHOD, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

type Range = { from: string; to: string };
const RTO_ROWS = 50;

const isCod = eq(orders.paymentMethod, COD_PAYMENT_METHOD);
const returned = sql<number>`count(*) filter (where ${orders.codOutcome} = 'returned_to_origin')`;
/** The order's value in the shop currency's minor units, at its own recorded rate. */
const shopValue = sql`round(${orders.amountMinor} / ${orders.shopRate})`;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function createCodReport({
  db,
  timeZone,
  currency,
}: {
  db: Db;
  timeZone: string;
  currency: string;
}) {
  const placedIn = ({ from, to }: Range): SQL | undefined =>
    and(
      inArray(orders.paymentStatus, [...PLACED_PAYMENT_STATUSES]),
      gte(orders.createdAt, sql`(${from}::date)::timestamp at time zone ${timeZone}`),
      lt(orders.createdAt, sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`),
    );

  async function rtoBy(range: Range, key: SQL<string>) {
    const rows = await db
      .select({ key, settled: count(), returned })
      .from(orders)
      .where(and(placedIn(range), isCod, isNotNull(orders.codOutcome)))
      .groupBy(key)
      .orderBy(desc(returned), desc(count()), key)
      .limit(RTO_ROWS);
    return rows.map((r) => ({
      key: r.key ?? '',
      settled: Number(r.settled),
      returned: Number(r.returned),
      rtoRate: rate(Number(r.returned), Number(r.settled)),
    }));
  }

  return async function codReport(range: Range) {
    const [totals] = await db
      .select({
        count: count(),
        codCount: sql<number>`count(*) filter (where ${isCod})`,
        value: sql<number>`coalesce(sum(${shopValue}), 0)`,
        codValue: sql<number>`coalesce(sum(${shopValue}) filter (where ${isCod}), 0)`,
        settled: sql<number>`count(*) filter (where ${isCod} and ${orders.codOutcome} is not null)`,
        returned,
      })
      .from(orders)
      .where(placedIn(range));
    const n = (v: unknown) => Number(v ?? 0);
    const o = {
      count: n(totals?.count),
      codCount: n(totals?.codCount),
      value: n(totals?.value),
      codValue: n(totals?.codValue),
    };
    const settled = n(totals?.settled);
    const back = n(totals?.returned);
    return {
      range,
      currency,
      orders: {
        ...o,
        countShare: rate(o.codCount, o.count),
        valueShare: rate(o.codValue, o.value),
      },
      rto: {
        settled,
        returned: back,
        rtoRate: rate(back, settled),
        byState: await rtoBy(range, sql<string>`${orders.shippingAddress}->>'state'`),
        byPincode: await rtoBy(range, sql<string>`${orders.shippingAddress}->>'zipCode'`),
      },
    };
  };
}
