/** GST tax invoices and credit notes: numbers issued once, in the transaction that earns them. */
import { INVOICE_KINDS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  jsonb,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { refunds } from './payments';

/**
 * The last number issued per series and financial year. Taking the next one is an upsert that
 * locks the row, inside the payment's (or refund's) transaction: numbers are consecutive, unique,
 * and a rolled-back payment gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note is for. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /**
     * The buyer as the document names them, copied here when the customer deletes their account:
     * the tax record keeps name and address (72 months under India's GST rules), the order does
     * not. Null while the order still holds them.
     */
    buyer: jsonb('buyer').$type<{ name: string; lines: string[] }>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_refund_idx').on(t.refundId),
    index('invoices_order_idx').on(t.orderId),
    // One tax invoice per order (credit notes: one per refund).
    uniqueIndex('invoices_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
  ],
);
