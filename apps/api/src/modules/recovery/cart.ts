/**
 * The cart an abandoned checkout had, at today's prices and stock (record 065): each line kept,
 * cut to what is left, or left out, and one change named for each difference. Gift-card lines
 * (their recipient is the shopper's to type again) are not restored.
 */
import { effectivePriceCents, type RestoreChange, type RestoredLine } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, productVariants, products } from '../../db/schema';

const TITLE_MAX = 60;
const LINES_MAX = 20;

export type RebuiltCart = {
  orderId: string;
  email: string;
  currency: string;
  lines: (RestoredLine & { title: string; unitMinor: number })[];
  changes: RestoreChange[];
};

const short = (title: string) =>
  title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;

function titleOf(title: string, options: Record<string, string>) {
  const label = Object.values(options).join(' / ');
  return short(label ? `${title} (${label})` : title);
}

/** Null when the order is gone; else the lines that can be bought today and what changed. */
export async function rebuildCart(
  db: Db | Tx,
  orderId: string,
  shopCurrency: string,
): Promise<RebuiltCart | null> {
  const [order] = await db
    .select({ id: orders.id, email: orders.receiptEmail, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db
    .select({ item: orderItems, variant: productVariants, product: products })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .limit(LINES_MAX);
  const cart: RebuiltCart = {
    orderId,
    email: order.email,
    currency: order.currency,
    lines: [],
    changes: [],
  };
  for (const { item, variant, product } of rows) {
    if (item.giftCard) continue;
    const title = titleOf(item.title, item.optionValues);
    if (!product || !variant || !product.active || !variant.active) {
      cart.changes.push({ kind: 'removed', title });
      continue;
    }
    if (variant.countInStock <= 0) {
      cart.changes.push({ kind: 'out_of_stock', title });
      continue;
    }
    const quantity = Math.min(item.quantity, variant.countInStock);
    if (quantity < item.quantity)
      cart.changes.push({ kind: 'fewer', title, wanted: item.quantity, available: quantity });
    const unitMinor = effectivePriceCents(variant);
    // Prices compare in the shop currency; another currency's line is priced afresh at the cart.
    if (order.currency === shopCurrency && unitMinor !== item.unitPriceCents)
      cart.changes.push({
        kind: 'price',
        title,
        fromMinor: item.unitPriceCents,
        toMinor: unitMinor,
      });
    cart.lines.push({ id: product.id, variant: variant.id, quantity, title, unitMinor });
  }
  return cart;
}
