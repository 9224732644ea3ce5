/** Moves the cart lines added before the scripts ran (./pending-cart) into the cart store. */
import type { Product } from '@shop/shared';
import { useCartStore } from './cart-store';
import { clearedPendingCartCookie, readPendingLines } from './pending-cart';

/**
 * Reads the cookie, asks the server for the products' current copies and adds each line; the
 * cookie is forgotten once the lines are in (a failed read leaves it for the next start). Lines
 * whose product is gone or no longer sold are dropped. Resolves to the number of lines added.
 */
export async function adoptPendingCart(
  fetchProducts: (ids: string[]) => Promise<Product[]>,
): Promise<number> {
  const lines = readPendingLines(document.cookie);
  if (lines.length === 0) return 0;
  const products = await fetchProducts([...new Set(lines.map((l) => l.id))]);
  const byId = new Map(products.map((p) => [p._id, p]));
  document.cookie = clearedPendingCartCookie;
  const { addItem } = useCartStore.getState();
  let added = 0;
  for (const line of lines) {
    const product = byId.get(line.id);
    const choice = { variantId: line.variant, color: line.color, giftCard: line.giftCard };
    if (product && addItem(product, line.quantity, choice).added > 0) added += 1;
  }
  return added;
}
