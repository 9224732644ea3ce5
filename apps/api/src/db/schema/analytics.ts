/**
 * The first-party conversion funnel (issue 30, records 063 and 064): raw storefront events, kept
 * 90 days, and their daily counts in the shop's time zone, kept for good. No IP address, no user
 * agent, no fingerprint: a visitor id only where the visitor's cookie carries one.
 */
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the server received it (the browser's clock is not trusted). */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    path: text('path').notNull().default(''),
    /** No foreign key: a product deleted later keeps its past counts. */
    productId: uuid('product_id'),
    /** payment_started names its order; the server's paid event takes its source from it. */
    orderId: uuid('order_id'),
    /** phone, tablet, desktop; '' when unknown (a paid event whose payment start was not seen). */
    device: text('device').notNull().default(''),
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    /** The random id of the visitor's first-party cookie, only once allowed (record 063). */
    visitorId: uuid('visitor_id'),
  },
  (t) => [
    index('analytics_events_at_idx').on(t.at),
    index('analytics_events_order_idx').on(t.orderId),
  ],
);

/**
 * One row per shop day, event kind, device and source (utm_source, else the referrer's host, else
 * ''): rebuilt whole from the raw events of that day, so a rollup run twice, or by two instances,
 * leaves the same rows.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    device: text('device').notNull(),
    source: text('source').notNull(),
    events: integer('events').notNull(),
    /** Distinct visitor ids that day (visitors without one are in events only). */
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.device, t.source] })],
);

/** Per shop day and product: views and purchases, for the top products by views to purchase. */
export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    views: integer('views').notNull(),
    purchases: integer('purchases').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
