/**
 * What an order took off and what paid for it besides the gateway (issue 28, record 050): the
 * discounts applied to an order (the redemption ledger), gift cards and their movements, and each
 * customer's store credit. Every balance and cap is read from rows, one per movement, never from a
 * number updated in place. A use or a spend by an order counts while the order holds its stock or
 * once it was paid (`orders.stock_held or orders.paid_at is not null`): a checkout that expires or
 * is cancelled unpaid gives it back by that one fact, once, on every instance.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { discountCodes, discounts } from './discounts';
import { orders } from './orders';
import { refunds, returns } from './payments';
import { users } from './users';

/** One row per promotion an order received: the name and amount the shopper and invoice read. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the built-in prepaid discount (the COD settings' "pay online and save"). */
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** The bulk code used, when one was. */
    codeId: uuid('code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    /** As the shopper typed it, upper-cased; null for an automatic promotion. */
    code: text('code'),
    name: text('name').notNull(),
    /** All it took off, in the order's minor units (lines and shipping). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull().default(0),
    /** Who used it, for a per-customer cap: the account, or a guest's e-mail (lower-cased). */
    userId: uuid('user_id'),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId),
    index('order_discounts_discount_idx').on(t.discountId),
    index('order_discounts_code_idx').on(t.codeId),
  ],
);

/** A gift card: its code is shown once and kept only as a hash; amounts in paise. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the normalised code (upper-case, no spaces or dashes). */
    codeHash: text('code_hash').notNull(),
    /** The code's last four characters, so the owner and the shopper can tell cards apart. */
    last4: text('last4').notNull(),
    currency: text('currency').notNull().default('INR'),
    initialMinor: bigint('initial_minor', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** 'purchase' (bought in the shop) or 'owner' (issued by hand). */
    source: text('source').$type<'purchase' | 'owner'>().notNull(),
    /** The order that bought it. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    /** The shop's day the card is mailed to the recipient; delivered once. */
    deliverOn: date('deliver_on'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_idx').on(t.codeHash),
    index('gift_cards_due_idx')
      .on(t.deliverOn)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * A gift card's ledger: + when issued or given back by a refund, - when an order spends from it.
 * Its balance is the sum of the rows that count (a spend counts as the rule above says).
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'issue' | 'spend' | 'refund' | 'adjust'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_movements_card_idx').on(t.giftCardId),
    index('gift_card_movements_order_idx').on(t.orderId),
  ],
);

/**
 * A customer's store credit, in the shop currency: + from a refund or return paid as credit or
 * the owner's grant, - when an order spends it.
 */
export const storeCreditMovements = pgTable(
  'store_credit_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('INR'),
    kind: text('kind').$type<'refund' | 'return' | 'owner' | 'spend'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'set null' }),
    /** Why, in the owner's words (a grant) or the shop's ("Refund of order …"). */
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_movements_user_idx').on(t.userId),
    index('store_credit_movements_order_idx').on(t.orderId),
  ],
);
