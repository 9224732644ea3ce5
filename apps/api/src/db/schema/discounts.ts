/**
 * The owner's discounts (issue 28, record 049): codes and automatic promotions, and bulk codes.
 * Read into the promotion engine's `Promotion` by modules/discounts (toPromotion). No redemption
 * ledger yet: the checkout wiring adds it, and the caps hold there.
 */
import type { PromotionKind } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** percent: 1-100; fixed: paise; 0 for the other kinds. */
    value: integer('value').notNull().default(0),
    /** cheapest_free: one free in every this many targeted units. */
    buyQuantity: integer('buy_quantity'),
    /** No code is typed for it; a code discount may have none of its own, only bulk codes. */
    automatic: boolean('automatic').notNull(),
    /** Stored trimmed and upper-cased; unique among discounts whatever the case. */
    code: text('code'),
    minSubtotalMinor: bigint('min_subtotal_minor', { mode: 'number' }).notNull().default(0),
    /** The engine's PromotionTargets, every list present (empty lists: every line). */
    targets: jsonb('targets')
      .$type<{ productIds: string[]; variantIds: string[]; categories: string[] }>()
      .notNull(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Never on a cash-on-delivery order ("₹50 off when you pay online"). */
    paidOnlineOnly: boolean('paid_online_only').notNull().default(false),
    /** The first and last instants (inclusive): the owner's shop days resolved in SHOP_TIMEZONE. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    combinable: boolean('combinable').notNull().default(false),
    usageCap: integer('usage_cap'),
    perCustomerCap: integer('per_customer_cap'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_idx').on(sql`lower(${t.code})`),
    check('discounts_automatic_code_check', sql`not (${t.automatic} and ${t.code} is not null)`),
  ],
);

/** Bulk codes of a code discount (an influencer's 500): single-use each unless max_uses says. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`lower(${t.code})`),
    index('discount_codes_discount_idx').on(t.discountId),
  ],
);
