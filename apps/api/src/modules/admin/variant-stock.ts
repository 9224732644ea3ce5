/**
 * A variant's stock counted in the grid (record 041): the owner types the new count; it is saved
 * as a recorded adjustment of the difference, unless the stock moved since the grid showed it (a
 * sale or another owner's count), which is refused so the owner counts again with what is true.
 */
import { GRID_STOCK_REASON, variantLabel, type VariantStockInput } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { products, productVariants, stockAdjustments, users } from '../../db/schema';
import { syncProductStock } from '../../db/variant-facts';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { requireProduct, type AdminProductsDeps } from './product-row';

const HISTORY_MAX = 100;

export function createVariantStock({ db, onChange }: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    async countVariantStock(
      productId: string,
      variantId: string,
      input: VariantStockInput,
      userId: string,
    ) {
      await requireProduct(db, productId);
      const result = await db.transaction(async (tx) => {
        // The row lock makes the comparison and the write one step against a concurrent sale.
        const [variant] = await tx
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
          .for('update');
        if (!variant) throw new NotFoundError('Variant not found');
        if (variant.countInStock !== input.expected) {
          const label = variantLabel(variant.optionValues) || variant.sku;
          throw new ConflictError(
            `The stock of ${label} changed from ${input.expected} to ${variant.countInStock} while you were editing (a sale or another count). Check the count and save again.`,
          );
        }
        const delta = input.stock - variant.countInStock;
        if (delta !== 0) {
          await tx
            .update(productVariants)
            .set({ countInStock: input.stock, updatedAt: new Date() })
            .where(eq(productVariants.id, variantId));
          await syncProductStock(tx, [productId]);
          await tx.insert(stockAdjustments).values({
            productId,
            variantId,
            userId,
            delta,
            stockAfter: input.stock,
            reason: input.reason || GRID_STOCK_REASON,
          });
        }
        const [product] = await tx
          .select({ stock: products.countInStock })
          .from(products)
          .where(eq(products.id, productId));
        return { countInStock: input.stock, productStock: product!.stock, moved: delta !== 0 };
      });
      if (result.moved) onChange();
      return { variantId, countInStock: result.countInStock, productStock: result.productStock };
    },

    /** A variant's recorded stock changes, newest first, with who made each. */
    async variantStockHistory(productId: string, variantId: string) {
      await requireProduct(db, productId);
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
      if (!variant) throw new NotFoundError('Variant not found');
      const rows = await db
        .select({ entry: stockAdjustments, name: users.name })
        .from(stockAdjustments)
        .leftJoin(users, eq(users.id, stockAdjustments.userId))
        .where(eq(stockAdjustments.variantId, variantId))
        .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
        .limit(HISTORY_MAX);
      return {
        adjustments: rows.map(({ entry, name }) => ({
          id: entry.id,
          delta: entry.delta,
          stockAfter: entry.stockAfter,
          reason: entry.reason,
          createdAt: entry.createdAt.toISOString(),
          by: name,
        })),
      };
    },
  };
}
