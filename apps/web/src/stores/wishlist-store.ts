/** The wishlist (spec section 4 'Wishlist'), kept in local storage under 'wishlist'. */
import { STORAGE_KEYS, type Product } from '@shop/shared';
import { create } from 'zustand';
import {
  isFiniteNumber,
  isRecord,
  isStringList,
  loadList,
  onOtherTabChange,
  saveList,
} from './persisted-list';

export type WishlistItem = Product;

/** Checks the fields the wishlist shows and the cart copies; the rest of a product rides along. */
export function isWishlistItem(value: unknown): value is WishlistItem {
  if (!isRecord(value) || !isRecord(value.category)) return false;
  return (
    typeof value._id === 'string' &&
    typeof value.title === 'string' &&
    isStringList(value.image) &&
    isRecord(value.specifications) &&
    typeof value.category.name === 'string' &&
    isFiniteNumber(value.price) &&
    (value.salePrice === null || isFiniteNumber(value.salePrice)) &&
    isFiniteNumber(value.countInStock) &&
    isFiniteNumber(value.taxPercent) &&
    isFiniteNumber(value.discountPercent) &&
    isFiniteNumber(value.shippingCost)
  );
}

type WishlistState = {
  items: WishlistItem[];
  loadFailed: boolean;
  add: (product: Product) => void;
  remove: (id: string) => void;
  toggle: (product: Product) => void;
  clear: () => void;
  /** Replaces saved products with the server's current copies (same order); others stay as they are. */
  refreshFromProducts: (products: readonly Product[]) => void;
};

function loadWishlist() {
  const loaded = loadList(STORAGE_KEYS.wishlist, isWishlistItem);
  return { items: loaded.items, loadFailed: loaded.failed };
}

export const useWishlistStore = create<WishlistState>((set, get) => {
  const commit = (items: WishlistItem[]) => {
    saveList(STORAGE_KEYS.wishlist, items);
    set({ items });
  };
  return {
    // Empty at first, as the server renders it; the stored list is loaded just below, so the
    // first (hydrating) render matches the server's HTML and the stored list follows at once.
    items: [],
    loadFailed: false,
    add: (product) => {
      if (get().items.some((i) => i._id === product._id)) return;
      commit([...get().items, product]);
    },
    remove: (id) => commit(get().items.filter((i) => i._id !== id)),
    toggle: (product) =>
      get().items.some((i) => i._id === product._id)
        ? get().remove(product._id)
        : get().add(product),
    clear: () => commit([]),
    refreshFromProducts: (products) => {
      const byId = new Map(products.map((p) => [p._id, p]));
      const items = get().items;
      const next = items.map((i) => byId.get(i._id) ?? i);
      if (next.some((item, index) => JSON.stringify(item) !== JSON.stringify(items[index])))
        commit(next);
    },
  };
});

useWishlistStore.setState(loadWishlist());
onOtherTabChange(STORAGE_KEYS.wishlist, () => useWishlistStore.setState(loadWishlist()));

export const selectInWishlist = (id: string) => (s: Pick<WishlistState, 'items'>) =>
  s.items.some((i) => i._id === id);
