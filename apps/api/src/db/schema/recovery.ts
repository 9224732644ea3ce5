/**
 * Abandoned-checkout recovery (issue 30, record 065): the shopper's consent to reminders, the
 * checkouts found abandoned, each reminder sent (one row per mail, its claim), the addresses that
 * asked for no more, and the owner's settings. Kept beside the orders, keyed by order id.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';

/** "E-mail me a reminder about my cart": ticked at the e-mail step, with its words and time. */
export const recoveryConsents = pgTable('recovery_consents', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The checkbox's wording as the shopper saw it. */
  wording: text('wording').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  consentIp: text('consent_ip'),
});

/**
 * An unpaid checkout an hour old, found by the sweep (one row per order, whatever the consent);
 * `recovered_order_id` is the order that paid for it later (itself, or a later one by the e-mail).
 */
export const abandonedCheckouts = pgTable(
  'abandoned_checkouts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }).notNull(),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    /** Why no more mails go: 'paid', 'unsubscribed', 'cart_empty'. */
    stoppedReason: text('stopped_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('abandoned_checkouts_abandoned_idx').on(t.abandonedAt),
    index('abandoned_checkouts_open_idx')
      .on(t.abandonedAt)
      .where(sql`${t.recoveredOrderId} is null and ${t.stoppedReason} is null`),
  ],
);

/** Each reminder mailed: the row is the claim, so each (order, step) goes out once. */
export const recoveryMails = pgTable(
  'recovery_mails',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.step] }),
    index('recovery_mails_sent_idx').on(t.sentAt),
  ],
);

/** Addresses that followed the mail's unsubscribe link: kept as a SHA-256 of the lower-cased e-mail. */
export const recoveryUnsubscribes = pgTable('recovery_unsubscribes', {
  emailHash: text('email_hash').primaryKey(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row ('shop') once the owner saves; until then the defaults (2 h and 24 h, no code). */
export const recoverySettings = pgTable('recovery_settings', {
  id: text('id').primaryKey().default('shop'),
  firstDelayMinutes: integer('first_delay_minutes').notNull(),
  secondDelayMinutes: integer('second_delay_minutes').notNull(),
  /** An existing discount code the mails offer, or null. */
  discountCode: text('discount_code'),
  updatedAt: updatedAt(),
});
