/** The owner's reminder settings (record 065): one row ('shop') once saved, else the defaults. */
import { RECOVERY_DEFAULT_SETTINGS, RECOVERY_MESSAGES, type RecoverySettings } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discounts } from '../../db/schema';
import { recoverySettings } from '../../db/schema/recovery';
import { BadRequestError } from '../../lib/errors';

const ROW = 'shop';

export function createRecoverySettings(db: Db) {
  async function read(): Promise<RecoverySettings> {
    const [row] = await db.select().from(recoverySettings).where(eq(recoverySettings.id, ROW));
    if (!row) return { ...RECOVERY_DEFAULT_SETTINGS };
    return {
      firstDelayMinutes: row.firstDelayMinutes,
      secondDelayMinutes: row.secondDelayMinutes,
      discountCode: row.discountCode,
    };
  }

  return {
    read,

    /** Saves them; the code must be an existing, active code discount (kept as the owner's). */
    async save(settings: RecoverySettings): Promise<RecoverySettings> {
      const code = settings.discountCode?.trim()
        ? settings.discountCode.trim().toUpperCase()
        : null;
      if (code) {
        const [found] = await db
          .select({ id: discounts.id })
          .from(discounts)
          .where(sql`lower(${discounts.code}) = lower(${code}) and ${discounts.active}`);
        if (!found) throw new BadRequestError(RECOVERY_MESSAGES.unknownCode);
      }
      const values = {
        firstDelayMinutes: settings.firstDelayMinutes,
        secondDelayMinutes: settings.secondDelayMinutes,
        discountCode: code,
        updatedAt: new Date(),
      };
      await db
        .insert(recoverySettings)
        .values({ id: ROW, ...values })
        .onConflictDoUpdate({ target: recoverySettings.id, set: values });
      return read();
    },
  };
}
export type RecoverySettingsStore = ReturnType<typeof createRecoverySettings>;
