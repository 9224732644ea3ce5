/** The owner's view of "Notify me": how many confirmed shoppers wait for each variant. */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, stockAlerts } from '../../db/schema';

/** Waiting: confirmed and not mailed yet (due ones included: their mail is on its way). */
export const waitingAlert = and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt));

const LIST_MAX = 200;

/** Variants shoppers wait for, the one most recently asked for first. */
export async function listWaitingCounts(db: Db) {
  const lastAskedAt = sql`max(${stockAlerts.createdAt})`.mapWith(stockAlerts.createdAt);
  return db
    .select({
      productId: products.id,
      title: products.title,
      variantId: productVariants.id,
      sku: productVariants.sku,
      options: productVariants.optionValues,
      countInStock: productVariants.countInStock,
      waiting: sql<number>`count(*)::int`,
      lastAskedAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(waitingAlert)
    .groupBy(productVariants.id, products.id)
    .orderBy(desc(lastAskedAt), productVariants.id)
    .limit(LIST_MAX);
}
