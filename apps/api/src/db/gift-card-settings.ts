/**
 * The owner's gift card settings as stored (record 056), below the modules: the gift-cards module
 * edits them and issues cards for their validity; checkout pricing reads the custom amounts they
 * allow. A shop that never saved them gets GIFT_CARD_DEFAULT_SETTINGS.
 */
import { GIFT_CARD_DEFAULT_SETTINGS, type GiftCardSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { giftCardSettings } from './schema';

export const GIFT_CARD_SETTINGS_ROW = 'shop';

export async function readGiftCardSettings(db: Db | Tx): Promise<GiftCardSettings> {
  const [row] = await db
    .select()
    .from(giftCardSettings)
    .where(eq(giftCardSettings.id, GIFT_CARD_SETTINGS_ROW));
  if (!row) return GIFT_CARD_DEFAULT_SETTINGS;
  return {
    customAmountEnabled: row.customAmountEnabled,
    customAmountMin: row.customAmountMinMinor,
    customAmountMax: row.customAmountMaxMinor,
    validityDays: row.validityDays,
  };
}

export async function saveGiftCardSettings(
  db: Db,
  settings: GiftCardSettings,
): Promise<GiftCardSettings> {
  const values = {
    customAmountEnabled: settings.customAmountEnabled,
    customAmountMinMinor: settings.customAmountMin,
    customAmountMaxMinor: settings.customAmountMax,
    validityDays: settings.validityDays,
    updatedAt: new Date(),
  };
  await db
    .insert(giftCardSettings)
    .values({ id: GIFT_CARD_SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: giftCardSettings.id, set: values });
  return readGiftCardSettings(db);
}
