/** The owner's COD settings and PIN-code deny list; a shop that never saved them gets the defaults. */
import { COD_DEFAULT_SETTINGS, type CodSettings } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { codDeniedPincodes, codSettings } from '../../db/schema';
import { parsePincodeCsv } from './pincode-csv';

const ROW_ID = 'shop';

export async function readCodSettings(db: Db | Tx): Promise<CodSettings> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.id, ROW_ID));
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
        .values({ id: ROW_ID, ...values })
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
