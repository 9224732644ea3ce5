/**
 * The cart (spec section 4 'Cart'), kept in local storage under 'cart'. The prices copied here only
 * display until the server's fresh copy replaces them (lib/fresh-cart); the server charges its own.
 */
import { CART_LINE_MAX, STORAGE_KEYS, type Product } from '@shop/shared';
import { create } from 'zustand';
import {
  cartLineKey,
  chosenVariant,
  isCartItem,
  toCartItem,
  withFreshProduct,
  type CartItem,
  type LineChoice,
} from './cart-item';
import { loadList, onOtherTabChange, saveList } from './persisted-list';

export { cartLineKey, chosenVariant, isCartItem, toCartItem, type CartItem, type LineChoice };

/** What an add did: how many went in, and when fewer than asked, which limit stopped it. */
export type AddResult = { added: number; limit: number; limitedBy: 'stock' | 'line-max' | null };

type CartState = {
  items: CartItem[];
  loadFailed: boolean;
  /** Adds to the line of the product and the variant chosen (see `chosenVariant`), and a gift card's recipient. */
  addItem: (product: Product, quantity?: number, choice?: LineChoice) => AddResult;
  /** `key` is the line's `cartLineKey`: the product's id, and its variant's when it has one. */
  updateQuantity: (key: string, quantity: number) => void;
  removeItem: (key: string) => void;
  clear: () => void;
  /** Copies the server's current title, image, category and prices into matching lines; true when a price changed. */
  refreshFromProducts: (products: readonly Product[]) => boolean;
};

const clampLine = (quantity: number) => Math.min(Math.floor(quantity), CART_LINE_MAX);

/**
 * The most one line may hold: the stock last seen, within the line maximum (spec section 4). The
 * server still checks stock at payment; this only stops the cart promising what the shop lacks.
 */
export function lineLimit(line: Pick<CartItem, 'countInStock'>): number {
  const stock = line.countInStock ?? CART_LINE_MAX;
  return Math.max(0, Math.min(Math.floor(stock), CART_LINE_MAX));
}

/** Lowering is always allowed (a line above the stock must be able to come down); raising stops at the limit. */
function cappedRaise(line: CartItem, quantity: number): number {
  const wanted = clampLine(quantity);
  return wanted > line.quantity
    ? Math.max(line.quantity, Math.min(wanted, lineLimit(line)))
    : wanted;
}

const limitedBy = (limit: number) => (limit < CART_LINE_MAX ? 'stock' : 'line-max');

function loadCart() {
  const loaded = loadList(STORAGE_KEYS.cart, isCartItem);
  return {
    items: loaded.items.map((i) => ({ ...i, quantity: clampLine(i.quantity) })),
    loadFailed: loaded.failed,
  };
}

export const useCartStore = create<CartState>((set, get) => {
  const commit = (items: CartItem[]) => {
    saveList(STORAGE_KEYS.cart, items);
    set({ items });
  };
  return {
    // Empty at first, as the server renders it; the stored list is loaded just below, so the
    // first (hydrating) render matches the server's HTML and the stored list follows at once.
    items: [],
    loadFailed: false,
    addItem: (product, quantity = 1, choice = {}) => {
      const line = toCartItem(product, 1, choice);
      const limit = lineLimit(line);
      if (!Number.isFinite(quantity) || quantity <= 0) return { added: 0, limit, limitedBy: null };
      const items = get().items;
      const key = cartLineKey(line);
      const existing = items.find((i) => cartLineKey(i) === key);
      const before = existing?.quantity ?? 0;
      // A line already above the limit (stock fell since) is never raised, nor lowered here.
      const after = Math.max(before, Math.min(before + Math.floor(quantity), limit));
      const added = after - before;
      const result: AddResult = {
        added,
        limit,
        limitedBy: added < Math.floor(quantity) ? limitedBy(limit) : null,
      };
      if (added <= 0) return result;
      if (existing) {
        commit(
          items.map((i) =>
            i === existing
              ? {
                  ...i,
                  quantity: after,
                  countInStock: line.countInStock,
                  selectedColor: line.selectedColor ?? i.selectedColor,
                }
              : i,
          ),
        );
      } else {
        commit([...items, { ...line, quantity: after }]);
      }
      return result;
    },
    updateQuantity: (key, quantity) => {
      if (Number.isNaN(quantity)) return;
      const items = get().items;
      commit(
        quantity < 1
          ? items.filter((i) => cartLineKey(i) !== key)
          : items.map((i) =>
              cartLineKey(i) === key ? { ...i, quantity: cappedRaise(i, quantity) } : i,
            ),
      );
    },
    removeItem: (key) => commit(get().items.filter((i) => cartLineKey(i) !== key)),
    clear: () => commit([]),
    refreshFromProducts: (products) => {
      const byId = new Map(products.map((p) => [p._id, p]));
      let changed = false;
      let priceChanged = false;
      const items = get().items.map((line) => {
        const product = byId.get(line._id);
        if (!product) return line;
        const result = withFreshProduct(line, product);
        changed ||= result.changed;
        priceChanged ||= result.priceChanged;
        return result.line;
      });
      if (changed) commit(items);
      return priceChanged;
    },
  };
});

useCartStore.setState(loadCart());
onOtherTabChange(STORAGE_KEYS.cart, () => useCartStore.setState(loadCart()));

/** Header badge: the sum of quantities. */
export const selectCartCount = (s: Pick<CartState, 'items'>) =>
  s.items.reduce((sum, i) => sum + i.quantity, 0);
