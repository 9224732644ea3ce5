/** The owner's gift card settings (issue 28, record 056). */
import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * One row ('shop') once the owner saves; until then GIFT_CARD_DEFAULT_SETTINGS (the listed amounts
 * only, a year's validity). Amounts in paise.
 */
export const giftCardSettings = pgTable('gift_card_settings', {
  id: text('id').primaryKey().default('shop'),
  customAmountEnabled: boolean('custom_amount_enabled').notNull(),
  customAmountMinMinor: bigint('custom_amount_min_minor', { mode: 'number' }).notNull(),
  customAmountMaxMinor: bigint('custom_amount_max_minor', { mode: 'number' }).notNull(),
  validityDays: integer('validity_days').notNull(),
  updatedAt: updatedAt(),
});
