/**
 * Options and variants (record 038). A product has up to three options (`products.options`) and a
 * variant per combination it sells: its own SKU, prices, stock, images. A product without options
 * has one default variant (`option_values` {}), so every stock and money path is the same.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { products } from './catalog';
import { users } from './users';

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    position: integer('position').notNull().default(0),
    /** Option name to value ({ Colour: 'Sage', Ruling: 'Dotted' }); {} for a default variant. */
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull().default({}),
    /** Paise, GST included (record 036), like the product's. */
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    countInStock: integer('count_in_stock').notNull().default(0),
    weightGrams: integer('weight_grams'),
    barcode: text('barcode').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** File names among the product's images; empty: the product's own. */
    imageFiles: jsonb('image_files').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    // Search finds SKUs by their beginning (record 042): LIKE 'abc%' reads a pattern_ops index
    // whatever the database's collation (PGlite's C collation would also use the one above).
    index('product_variants_sku_prefix_idx').on(sql`lower(${t.sku}) text_pattern_ops`),
    uniqueIndex('product_variants_options_idx').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_check', sql`${t.countInStock} >= 0`),
  ],
);

/**
 * A variant's price set by hand in another currency (record 036): charged as set instead of the
 * shop price converted at the day's rate and rounded by the currency's rule.
 */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.currency] })],
);

/**
 * The option values a product sells in an active variant, one row each, kept by the variant
 * service: search filters and counts its facets by them ("Ruling: Dotted").
 */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.name, t.value] }),
    index('product_option_values_value_idx').on(t.name, t.value, t.productId),
  ],
);

/**
 * "Notify me when it is back" (record 040): one row per address and variant. A visitor's address
 * waits for its confirmation (double opt-in); a signed-in shopper's is confirmed at once. A restock
 * marks the variant's waiting alerts due (a trigger, migration 0022, so every path that moves stock
 * does); a worker on every instance claims due ones and sets `notified_at` in the transaction that
 * queues the mail, so each is mailed once across instances.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the confirmation token mailed to a visitor (null once confirmed). */
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Set by the restock trigger while it waits for the worker to mail it. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_variant_email_idx').on(t.variantId, sql`lower(${t.email})`),
    index('stock_alerts_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    index('stock_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null and ${t.notifiedAt} is null`),
  ],
);

/** Every manual stock change, with who made it and why. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant counted (null: adjustments made before variants, record 038). */
    variantId: uuid('variant_id').references(() => productVariants.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.productId, t.createdAt),
    index('stock_adjustments_variant_idx').on(t.variantId, t.createdAt),
  ],
);
