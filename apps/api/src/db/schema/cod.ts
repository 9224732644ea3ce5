/** Cash on delivery (issue 27, record 045): the owner's settings, PIN codes refused, parcels returned. */
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';

/**
 * One row ('shop') once the owner saves; until then the service answers COD_DEFAULT_SETTINGS, so a
 * fresh shop offers COD without a seed step. Amounts in paise.
 */
export const codSettings = pgTable('cod_settings', {
  id: text('id').primaryKey().default('shop'),
  enabled: boolean('enabled').notNull(),
  feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
  minOrderMinor: bigint('min_order_minor', { mode: 'number' }).notNull(),
  /** Null: no maximum. */
  maxOrderMinor: bigint('max_order_minor', { mode: 'number' }),
  unpaidCap: integer('unpaid_cap').notNull(),
  prepaidDiscountPercent: integer('prepaid_discount_percent').notNull(),
  updatedAt: updatedAt(),
});

/** PIN codes where COD is refused (the owner uploads the list as CSV; an upload replaces it). */
export const codDeniedPincodes = pgTable('cod_denied_pincodes', {
  pincode: text('pincode').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A COD parcel returned to origin, one row per order: against the phone number and the PIN code
 * and state it went to, so the owner can see where COD does not pay.
 */
export const codReturns = pgTable(
  'cod_returns',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    phone: text('phone').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_returns_phone_idx').on(t.phone),
    index('cod_returns_created_idx').on(t.createdAt),
  ],
);
