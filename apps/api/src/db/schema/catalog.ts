/** The catalogue: categories, products with their images and reviews, and the stock ledger. */
import type { CategorySlug } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { effectivePriceSql } from '../effective-price-sql';
import { createdAt, updatedAt, tsvector } from './columns';
import { users } from './users';

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categorySlug: text('category_slug')
      .$type<CategorySlug>()
      .notNull()
      .references(() => categories.slug),
    /** Minor units of the shop currency (paise for INR), tax included (record 036). */
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    countInStock: integer('count_in_stock').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications')
      .$type<Record<string, string | string[]>>()
      .notNull()
      .default({}),
    featured: boolean('featured').notNull().default(false),
    /**
     * Up to three options with their values in order ([{ name: 'Colour', values: ['Sage'] }]);
     * empty for a product of one variant (record 038). `price_cents`, `sale_price_cents` and
     * `count_in_stock` are derived from its variants: the lowest price's pair and the stock of its
     * active variants, kept by the variant service in the transaction that changes them.
     */
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    /** The GST rate of its HSN code (gst_rates), kept here as charged; the price includes it. */
    taxPercent: integer('tax_percent').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** HSN code for GST invoices (4820 notebooks and diaries, 4911 printed pictures). */
    hsnCode: text('hsn_code').notNull().default('4820'),
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * When the owner first put it in the shop. A product that is not active and was never
     * published is a draft; one that was is archived. (Seeded products are simply active.)
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${products.categorySlug}, '')), 'B') || setweight(to_tsvector('english', coalesce(${products.description}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_category_idx').on(t.categorySlug, t.active),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured} and ${t.active}`),
    index('products_created_idx').on(t.createdAt),
    // Search filters and sorts on the price a shopper pays, the rating and the review count.
    index('products_effective_price_idx').on(effectivePriceSql(t)),
    index('products_category_price_idx').on(t.categorySlug, effectivePriceSql(t)),
    index('products_rating_idx').on(t.rating),
    index('products_reviews_idx').on(t.reviewsCount),
    // No pending list (fastupdate): every search would read it through, and the embedded database
    // has no autovacuum to empty it (record 033).
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Search ranks its best few hundred matches in this order, and browsing pages through it.
    index('products_popularity_idx')
      .on(t.featured.desc(), t.reviewsCount.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_title_idx').on(t.title, t.id),
  ],
);

/** GST rate per HSN code, as the owner keeps them (seeded with the rates in force). */
export const gstRates = pgTable('gst_rates', {
  hsnCode: text('hsn_code').primaryKey(),
  ratePercent: smallint('rate_percent').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: updatedAt(),
});

/** How prices converted into a currency are rounded (owner-set; the shop currency is never converted). */
export const currencyRounding = pgTable('currency_rounding', {
  currency: text('currency').primaryKey(),
  rounding: text('rounding').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every word of the catalogue's titles, categories and descriptions (kept by a trigger on
 * products, migration 0012), so a misspelt search word can be matched to a real one by trigram
 * similarity ('jurnal' -> 'journal'). Words of removed products stay: a correction is only
 * offered when it finds products.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx')
    .using('gin', sql`${t.term} gin_trgm_ops`)
    .with({ fastupdate: false }),
  index('search_terms_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
]);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The option values of the variant the reviewer bought ("Bought: Sage / Dotted"), if known. */
    boughtOptions: jsonb('bought_options').$type<Record<string, string>>(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);
