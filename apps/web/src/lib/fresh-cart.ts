/**
 * The cart as the server sees it now (issue 4, 'Fresh prices'): used by /cart and /checkout.
 * Re-reads every line's product in one call, copies current prices, titles and images into the
 * cart (one notice when a price changed), and flags lines that are gone or short of stock so the
 * shopper cannot check them out. Local storage never decides a price.
 */
import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { cartLineKey, useCartStore, type CartItem } from '../stores/cart-store';
import { productsByIdsQuery } from './products-by-ids';

export const PRICES_UPDATED_MESSAGE = 'Prices in your cart were updated.';

export type LineProblem =
  { kind: 'unavailable' } | { kind: 'out-of-stock' } | { kind: 'short'; available: number };

export type FreshCart = {
  items: CartItem[];
  /** The lines the server still sells: the ones to total (a gone product's saved price counts for nothing). */
  pricedItems: CartItem[];
  /** Problems by line (`cartLineKey`); lines not listed are fine (or not checked yet). */
  problems: ReadonlyMap<string, LineProblem>;
  /** True until every line has been checked once. */
  checking: boolean;
  /** The check failed (network or server); the server still verifies at payment. */
  checkFailed: boolean;
  retry: () => void;
  /** Why checkout is not possible right now, or null when it is. */
  blockReason: string | null;
};

export function lineProblemText(problem: LineProblem): string {
  if (problem.kind === 'unavailable') return 'No longer available';
  if (problem.kind === 'out-of-stock') return 'Out of stock';
  return `Only ${problem.available} left in stock`;
}

/** The stock a line draws on: its variant's (gone when no longer sold), else the product's. */
function stockOf(item: CartItem, product: Product | undefined): number | null {
  if (!product) return null;
  if (!item.variantId) return product.countInStock;
  return product.variants?.find((v) => v._id === item.variantId)?.countInStock ?? null;
}

function findProblems(items: CartItem[], products: Product[]): Map<string, LineProblem> {
  const byId = new Map(products.map((p) => [p._id, p]));
  const problems = new Map<string, LineProblem>();
  for (const item of items) {
    const key = cartLineKey(item);
    const stock = stockOf(item, byId.get(item._id));
    if (stock === null) problems.set(key, { kind: 'unavailable' });
    else if (stock <= 0) problems.set(key, { kind: 'out-of-stock' });
    else if (stock < item.quantity) problems.set(key, { kind: 'short', available: stock });
  }
  return problems;
}

export function useFreshCart(): FreshCart {
  const items = useCartStore((s) => s.items);
  const refreshFromProducts = useCartStore((s) => s.refreshFromProducts);
  const ids = useMemo(() => [...new Set(items.map((i) => i._id))], [items]);
  const query = useQuery(productsByIdsQuery(ids));
  const { data, isPlaceholderData } = query;

  useEffect(() => {
    if (data && !isPlaceholderData && refreshFromProducts(data)) {
      // A fixed id: a second run (Strict Mode, refetch) never stacks a second notice.
      toast.info(PRICES_UPDATED_MESSAGE, { id: 'cart-prices-updated' });
    }
  }, [data, isPlaceholderData, refreshFromProducts]);

  // A previous answer (kept while a smaller set is re-read) only judges the lines it covered.
  const checkedIds = useMemo(() => {
    if (!data) return new Set<string>();
    return isPlaceholderData ? new Set(data.map((p) => p._id)) : new Set(ids);
  }, [data, isPlaceholderData, ids]);
  const problems = useMemo(
    () =>
      data
        ? findProblems(
            items.filter((i) => checkedIds.has(i._id)),
            data,
          )
        : new Map<string, LineProblem>(),
    [data, items, checkedIds],
  );

  const checkFailed = query.isError && !data;
  const checking = items.length > 0 && !checkFailed && ids.some((id) => !checkedIds.has(id));
  const blockReason = checking
    ? 'Checking current prices and stock…'
    : problems.size > 0
      ? 'Some items are unavailable or short of stock. Remove them or lower the quantity to continue.'
      : null;

  const pricedItems = useMemo(
    () => items.filter((i) => problems.get(cartLineKey(i))?.kind !== 'unavailable'),
    [items, problems],
  );

  return {
    items,
    pricedItems,
    problems,
    checking,
    checkFailed,
    retry: () => void query.refetch(),
    blockReason,
  };
}
