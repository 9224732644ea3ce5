/**
 * The shipping rate table (DESIGN deviation 13). Each save by the owner is a new row holding the
 * whole table (zones, their countries and methods), validated by the shared schema; the newest
 * row is the table in force, and the earlier ones say what was charged when.
 */
import type { ShippingTable } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const shippingRateTables = pgTable(
  'shipping_rate_tables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    zones: jsonb('zones').$type<ShippingTable['zones']>().notNull(),
    /** Who saved it; null for the seeded table. */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_rate_tables_created_idx').on(t.createdAt)],
);

/**
 * The carriers the shop hands parcels to (record 058): seeded with Indian carriers by migration
 * 0032, edited by the owner. An order names the one it left with; a carrier is never deleted,
 * only set inactive, so that name stays true.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `{tracking}` is replaced by the URL-encoded tracking number. */
    trackingUrlTemplate: text('tracking_url_template').notNull(),
    /** The whole tracking number as a regular expression (source, anchored when checked). */
    trackingPattern: text('tracking_pattern').notNull(),
    /** A number in that format, shown to the owner beside the field. */
    trackingExample: text('tracking_example').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carriers_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * Tracking events from a shipping aggregator (record 058), each recorded once: a webhook
 * delivered twice or polled again finds its key taken. `eventKey` is the provider's event id, or
 * the status and its time when the provider sends none.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    awb: text('awb').notNull(),
    eventKey: text('event_key').notNull(),
    /** The shop's word for it: in_transit, out_for_delivery, delivered, failed_delivery, returned_to_origin. */
    status: text('status').notNull(),
    /** The provider's own words ('UNDELIVERED - Consignee not available'). */
    detail: text('detail').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The order with that tracking number when the event arrived (null: none). */
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_key_idx').on(t.provider, t.awb, t.eventKey),
    index('shipment_events_order_idx').on(t.orderId, t.occurredAt),
  ],
);
