/**
 * The owner's cash-on-delivery settings as stored (issue 27), below the modules: the cod module
 * edits them, and checkout pricing reads the prepaid discount they set for online payments.
 * A shop that never saved them gets COD_DEFAULT_SETTINGS, so COD works on a fresh start.
 */
import { COD_DEFAULT_SETTINGS, type CodSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { codSettings } from './schema';

export const COD_SETTINGS_ROW = 'shop';

export async function readCodSettings(db: Db | Tx): Promise<CodSettings> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.id, COD_SETTINGS_ROW));
  if (!row) return COD_DEFAULT_SETTINGS;
  return {
    enabled: row.enabled,
    fee: row.feeMinor,
    minOrder: row.minOrderMinor,
    maxOrder: row.maxOrderMinor,
    unpaidCap: row.unpaidCap,
    prepaidDiscountPercent: row.prepaidDiscountPercent,
  };
}
