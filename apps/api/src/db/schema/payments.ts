/** What the payment gateway told us, and the exchange rates orders are charged at. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  REFUND_CHOICES,
  REFUND_METHODS,
  REFUND_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
} from '@shop/shared';
import { createdAt } from './columns';
import { orders } from './orders';

/** Gateway webhook events, each handled once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every payment the gateway captured, one row each: the first pays its order, any later one for the
 * same order (paid twice, or verification and webhook carrying different payments) is owed back.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** refund_due: owed back (a second payment, or paid after the stock ran out); refunded: given back in full. */
    status: text('status', { enum: ['captured', 'refund_due', 'refunded'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    index('payments_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * Money given back, one row per refund of one payment. The row is written before the gateway is
 * asked (status requested), with its own id as the gateway's idempotency key, so a crash or a
 * retried request never refunds twice; the gateway's answer or webhook moves it on. A refund to
 * the gift cards an order was paid with or to store credit (record 052) has no payment: it is
 * written processed, with its movements, in one transaction.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The gateway payment refunded; null for a refund to gift cards or store credit. */
    paymentId: uuid('payment_id').references(() => payments.id),
    method: text('method', { enum: REFUND_METHODS }).notNull().default('gateway'),
    gatewayRefundId: text('gateway_refund_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    failureReason: text('failure_reason'),
    /** The client's Idempotency-Key (per order), when it sent one. */
    requestKey: text('request_key'),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_gateway_refund_idx').on(t.gatewayRefundId),
    uniqueIndex('refunds_request_key_idx').on(t.orderId, t.requestKey),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // A gateway refund names its payment; a refund to gift cards or store credit names none.
    check(
      'refunds_payment_method_check',
      sql`(${t.method} = 'gateway') = (${t.paymentId} is not null)`,
    ),
  ],
);

/** A customer's request to send items back (issue 14), and what the owner decided. */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** Order item ids with the quantities sent back. */
    lines: jsonb('lines').$type<{ itemId: string; quantity: number }[]>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    ownerMessage: text('owner_message'),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** Where the customer asked the refund to go (record 052). */
    refundMethod: text('refund_method', { enum: REFUND_CHOICES }).notNull().default('original'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index('returns_order_idx').on(t.orderId, t.createdAt)],
);

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
