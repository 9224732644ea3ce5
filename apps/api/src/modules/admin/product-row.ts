/** The product row an owner's action works on, and what every catalogue part is built from. */
import type { CurrencyCode } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

export type AdminProductsDeps = {
  db: Db;
  storage: Storage;
  /** Called after every change the storefront shows: caches must drop the catalogue. */
  onChange: () => void;
  /** The currency product prices are kept in (SHOP_CURRENCY); price lists hold the others. */
  shopCurrency: CurrencyCode;
};

/** The product with this id; a malformed id is the same 404 as an unknown one. */
export async function requireProduct(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
  if (!row) throw new NotFoundError('Product not found');
  return row;
}
