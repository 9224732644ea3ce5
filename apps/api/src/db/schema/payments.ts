/** What the payment gateway told us, and the exchange rates orders are charged at. */
import {
  bigint,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['captured', 'refund_due'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    index('payments_order_idx').on(t.orderId, t.createdAt),
  ],
);

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
