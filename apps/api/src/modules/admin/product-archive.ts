/** Publishing, archiving and bringing back a product. */
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { requireProduct, type AdminProductsDeps } from './product-row';

export function createProductArchive({ db, onChange }: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    async setArchived(id: string, archived: boolean) {
      await requireProduct(db, id);
      await db
        .update(products)
        .set({
          active: !archived,
          featured: archived ? false : undefined,
          // Publishing a draft (or archiving a live product) marks it as having been published.
          publishedAt: sql`coalesce(${products.publishedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      onChange();
    },
  };
}
