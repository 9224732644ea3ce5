/** The owner's COD settings (read as db/cod-settings.ts reads them) and PIN-code deny list. */
import type { CodSettings } from '@shop/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COD_SETTINGS_ROW, readCodSettings } from '../../db/cod-settings';
import { codDeniedPincodes, codSettings } from '../../db/schema';
import { parsePincodeCsv } from './pincode-csv';

export function createCodSettings(db: Db) {
  return {
    read: () => readCodSettings(db),

    async save(settings: CodSettings): Promise<CodSettings> {
      const values = {
        enabled: settings.enabled,
        feeMinor: settings.fee,
        minOrderMinor: settings.minOrder,
        maxOrderMinor: settings.maxOrder,
        unpaidCap: settings.unpaidCap,
        prepaidDiscountPercent: settings.prepaidDiscountPercent,
        updatedAt: new Date(),
      };
      await db
        .insert(codSettings)
        .values({ id: COD_SETTINGS_ROW, ...values })
        .onConflictDoUpdate({ target: codSettings.id, set: values });
      return readCodSettings(db);
    },

    async pincodes(): Promise<string[]> {
      const rows = await db
        .select({ pincode: codDeniedPincodes.pincode })
        .from(codDeniedPincodes)
        .orderBy(asc(codDeniedPincodes.pincode));
      return rows.map((r) => r.pincode);
    },

    /**
     * Replaces the list with the upload's good lines, in one transaction, and names the bad ones;
     * null (nothing changed) when the file has lines but not one PIN code among them.
     */
    async replacePincodesChecked(csv: string) {
      const { pincodes, rejected } = parsePincodeCsv(csv);
      if (pincodes.length === 0 && rejected.length > 0) return null;
      await db.transaction(async (tx) => {
        await tx.delete(codDeniedPincodes);
        for (let i = 0; i < pincodes.length; i += 1000)
          await tx
            .insert(codDeniedPincodes)
            .values(pincodes.slice(i, i + 1000).map((pincode) => ({ pincode })));
      });
      return { count: pincodes.length, rejected };
    },
  };
}

export type CodSettingsStore = ReturnType<typeof createCodSettings>;
