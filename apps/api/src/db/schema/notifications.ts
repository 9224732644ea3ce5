/**
 * Messages to a shopper about their order (issue 27): written in the transaction that causes them,
 * then handed to a channel's adapter (mail now; SMS or WhatsApp later; the sandbox in development).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/** cod_placed asks the shopper to confirm (with the link); cod_confirmed thanks them. */
export const NOTIFICATION_KINDS = [
  'cod_placed',
  'cod_confirmed',
  'shipped',
  'out_for_delivery',
  'cod_cancelled',
] as const;
export const NOTIFICATION_CHANNELS = ['mail', 'sms', 'whatsapp', 'sandbox'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** An e-mail address or a phone number, as the channel needs. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Plain text; a mail adapter renders it in the shop's layout. */
    body: text('body').notNull(),
    /** A link the message leads to (the confirmation, the order page). */
    link: text('link'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_queued_idx').on(t.createdAt),
    index('notifications_order_idx').on(t.orderId, t.createdAt),
  ],
);
