/**
 * GST rates per HSN code (record 036): the owner keeps them, and a product charges the rate of its
 * code. A rate change sets products.tax_percent of every product with that code in the same
 * transaction, so a checkout never sees a code and a rate out of step.
 */
import type { GstRateInput } from '@shop/shared';
import { gstRateInputSchema } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gstRates, products } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import type { AdminProductsDeps } from './product-row';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toRate = (row: typeof gstRates.$inferSelect) => ({
  hsnCode: row.hsnCode,
  ratePercent: row.ratePercent,
  description: row.description,
});

/**
 * The rate kept for `hsnCode`; a 400 naming the field when there is none. The row is share-locked
 * until the caller's transaction ends, so a rate change waits and then updates this product too.
 */
export async function requireGstRate(db: Db | Tx, hsnCode: string): Promise<number> {
  const [row] = await db
    .select({ ratePercent: gstRates.ratePercent })
    .from(gstRates)
    .where(eq(gstRates.hsnCode, hsnCode))
    .for('share');
  if (!row) {
    const message = `No GST rate for HSN ${hsnCode}: add it under GST rates first`;
    throw new BadRequestError(message, { hsnCode: message });
  }
  return row.ratePercent;
}

export function createGstRates({ db, onChange }: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    async listGstRates() {
      return (await db.select().from(gstRates).orderBy(asc(gstRates.hsnCode))).map(toRate);
    },

    /** Adds or changes the rate of one code, and every product of that code with it. */
    async setGstRate(hsnCode: string, input: GstRateInput) {
      const { ratePercent, description } = gstRateInputSchema.parse(input);
      const { row, updated } = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(gstRates)
          .values({ hsnCode, ratePercent, description })
          .onConflictDoUpdate({
            target: gstRates.hsnCode,
            set: { ratePercent, description, updatedAt: new Date() },
          })
          .returning();
        const changed = await tx
          .update(products)
          .set({ taxPercent: ratePercent, updatedAt: new Date() })
          .where(eq(products.hsnCode, hsnCode))
          .returning({ id: products.id });
        return { row: saved!, updated: changed.length };
      });
      if (updated > 0) onChange();
      return { rate: toRate(row), productsUpdated: updated };
    },
  };
}
