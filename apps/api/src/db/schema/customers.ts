/**
 * Customers in the back office (issue 30, record 061): one row of facts per customer, the owner's
 * notes and tags, and saved segments. A customer is an account (id: the user's id) or a guest
 * (id: md5 of the lower-cased receipt e-mail, read as a UUID). `customer_facts` is a read model:
 * triggers on users, orders, refunds and newsletter_subscribers (migration 0035) put the customer
 * in `customer_dirty`, and every read of the list first recomputes the dirty ones with one grouped
 * query, so the list is never staler than the last committed change.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt } from './columns';
import { discounts } from './discounts';

export type CustomerFilterJson = Record<string, string | number | boolean>;

export const customerFacts = pgTable(
  'customer_facts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    guest: boolean('guest').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    name: text('name').notNull().default(''),
    /** Lower-cased. */
    email: text('email').notNull().default(''),
    /** As last given; `phoneDigits` is the digits alone, what a search by phone matches. */
    phone: text('phone').notNull().default(''),
    phoneDigits: text('phone_digits').notNull().default(''),
    /** Placed orders (paid, cash on delivery, refunded). */
    ordersCount: integer('orders_count').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    /** Shop currency's minor units: orders paid, refunds processed, and the difference. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** Cash-on-delivery parcels returned to origin. */
    codReturns: integer('cod_returns').notNull().default(0),
    subscribed: boolean('subscribed').notNull().default(false),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_facts_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('customer_facts_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customer_facts_phone_trgm_idx').using('gin', sql`${t.phoneDigits} gin_trgm_ops`),
    index('customer_facts_last_order_idx').on(t.lastOrderAt),
    index('customer_facts_first_order_idx').on(t.firstOrderAt),
    index('customer_facts_spent_idx').on(t.spentMinor),
    index('customer_facts_orders_idx').on(t.ordersCount),
    index('customer_facts_cod_returns_idx').on(t.codReturns),
  ],
);

/** Customers whose facts must be recomputed (filled by triggers, emptied by the next read). */
export const customerDirty = pgTable('customer_dirty', { id: uuid('id').primaryKey() });

/** The owner's notes and tags about a customer (erased with the account's personal data). */
export const customerNotes = pgTable('customer_notes', {
  customerId: uuid('customer_id').primaryKey(),
  notes: text('notes').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved filter of the customer list; `presetKey` names the five the shop starts with. */
export const customerSegments = pgTable(
  'customer_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<CustomerFilterJson>().notNull(),
    presetKey: text('preset_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_segments_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('customer_segments_preset_idx').on(t.presetKey),
  ],
);

/**
 * A promotion's condition "customer is in segment X" (record 062): at most one segment per
 * discount, checked at the checkout for the signed-in shopper (a guest is refused).
 */
export const discountSegments = pgTable('discount_segments', {
  discountId: uuid('discount_id')
    .primaryKey()
    .references(() => discounts.id, { onDelete: 'cascade' }),
  segmentId: uuid('segment_id')
    .notNull()
    .references(() => customerSegments.id, { onDelete: 'restrict' }),
});
