/** Prices a checkout from the database: the client's prices and amounts are never read. */
import {
  computeTotalsCents,
  effectivePriceCents,
  type CartTotalsCents,
  type PaymentIntentInput,
} from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

type Product = typeof products.$inferSelect;
export type PricedLine = { product: Product; quantity: number; selectedColor?: string };

/** The price a shopper pays for one unit (the shared sale rule, on the database's cents). */
export const unitPriceCents = (p: Product) => effectivePriceCents(p);

function mergeLines(items: PaymentIntentInput['orderItems']) {
  const merged = new Map<string, { id: string; quantity: number; selectedColor?: string }>();
  for (const item of items) {
    const line = merged.get(item.id);
    if (line) line.quantity += item.quantity;
    else merged.set(item.id, { ...item });
  }
  return [...merged.values()];
}

/**
 * One line per product, each sold and in stock (409 naming the line otherwise), and the totals
 * with the shipping `priceShipping` asks for the goods (subtotal after discount, before tax).
 */
export async function priceCheckout<S extends { chargeCents: number }>(
  db: Db,
  items: PaymentIntentInput['orderItems'],
  priceShipping: (goodsCents: number) => Promise<S>,
): Promise<{ lines: PricedLine[]; totals: CartTotalsCents; shipping: S }> {
  const merged = mergeLines(items);
  const ids = merged.map((l) => l.id).filter(isUuid);
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const lines = merged.map(({ id, quantity, selectedColor }) => {
    const product = byId.get(id);
    if (!product || !product.active)
      throw new ConflictError(
        `An item in your cart is no longer available (${id}). Please remove it and try again.`,
      );
    if (product.countInStock < quantity)
      throw new ConflictError(
        product.countInStock <= 0
          ? `"${product.title}" is out of stock.`
          : `Only ${product.countInStock} of "${product.title}" left in stock.`,
      );
    return { product, quantity, selectedColor };
  });
  // The database's cents go in as they are: no conversion to dollars and back.
  const cents = lines.map(({ product, quantity }) => ({ ...product, quantity }));
  const goods = computeTotalsCents(cents);
  const shipping = await priceShipping(goods.subtotal - goods.discount);
  return { lines, totals: computeTotalsCents(cents, shipping.chargeCents), shipping };
}
