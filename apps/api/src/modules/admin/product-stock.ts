/** Recorded stock changes: the only way the owner moves a variant's stock (record 038). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, stockAdjustments } from '../../db/schema';
import { syncProductStock } from '../../db/variant-facts';
import { BadRequestError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireProduct, type AdminProductsDeps } from './product-row';

/** The variant a stock change counts: the one named, or the product's only one. */
async function chooseVariant(db: Db, productId: string, variantId?: string): Promise<string> {
  if (variantId !== undefined && !isUuid(variantId))
    throw new BadRequestError('No such variant of this product', { variantId: 'Unknown variant' });
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        variantId ? eq(productVariants.id, variantId) : undefined,
      ),
    )
    .limit(2);
  if (variantId && !rows[0])
    throw new BadRequestError('No such variant of this product', { variantId: 'Unknown variant' });
  if (!variantId && rows.length !== 1)
    throw new BadRequestError('Choose the variant whose stock changes', {
      variantId: 'Choose a variant',
    });
  return rows[0]!.id;
}

export function createStockAdjustments({
  db,
  onChange,
}: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    /**
     * Moves one variant's stock (the product's only one when none is named) and records why.
     * Answers the variant's new stock and the product's total.
     */
    async adjustStock(
      id: string,
      delta: number,
      reason: string,
      userId: string,
      variantId?: string,
    ) {
      await requireProduct(db, id);
      const variant = await chooseVariant(db, id, variantId);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(productVariants)
          .set({
            countInStock: sql`${productVariants.countInStock} + ${delta}`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(productVariants.id, variant),
              sql`${productVariants.countInStock} + ${delta} >= 0`,
            ),
          )
          .returning({ stock: productVariants.countInStock });
        if (!row) throw new BadRequestError('Stock cannot go below 0');
        await syncProductStock(tx, [id]);
        await tx.insert(stockAdjustments).values({
          productId: id,
          variantId: variant,
          userId,
          delta,
          stockAfter: row.stock,
          reason,
        });
        const [product] = await tx
          .select({ stock: products.countInStock })
          .from(products)
          .where(eq(products.id, id));
        return { variantStock: row.stock, total: product!.stock };
      });
      onChange();
      return { countInStock: result.total, variantId: variant, variantStock: result.variantStock };
    },
  };
}
