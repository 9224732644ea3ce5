/** Recorded stock changes: the only way the owner moves a product's stock. */
import { and, eq, sql } from 'drizzle-orm';
import { products, stockAdjustments } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import { requireProduct, type AdminProductsDeps } from './product-row';

/** At or below this many units a product counts as low on stock (list filter, dashboard). */
export const LOW_STOCK = 5;

export function createStockAdjustments({
  db,
  onChange,
}: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    async adjustStock(id: string, delta: number, reason: string, userId: string) {
      await requireProduct(db, id);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ countInStock: sql`${products.countInStock} + ${delta}` })
          .where(and(eq(products.id, id), sql`${products.countInStock} + ${delta} >= 0`))
          .returning({ stock: products.countInStock });
        if (!row) throw new BadRequestError('Stock cannot go below 0');
        await tx
          .insert(stockAdjustments)
          .values({ productId: id, userId, delta, stockAfter: row.stock, reason });
        return row;
      });
      onChange();
      return { countInStock: result.stock };
    },
  };
}
