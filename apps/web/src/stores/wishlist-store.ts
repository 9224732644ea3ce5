/** The wishlist (spec section 4 'Wishlist'), kept in local storage under 'wishlist'. */
import { STORAGE_KEYS, type Product } from '@shop/shared';
import { create } from 'zustand';
import { loadList, onOtherTabChange, saveList } from './persisted-list';

export type WishlistItem = Product;

function isWishlistItem(value: unknown): value is WishlistItem {
  const v = value as WishlistItem;
  return typeof v === 'object' && v !== null && typeof v._id === 'string' && typeof v.title === 'string';
}

type WishlistState = {
  items: WishlistItem[];
  loadFailed: boolean;
  add: (product: Product) => void;
  remove: (id: string) => void;
  toggle: (product: Product) => void;
  clear: () => void;
};

const initial = loadList(STORAGE_KEYS.wishlist, isWishlistItem);

export const useWishlistStore = create<WishlistState>((set, get) => {
  const commit = (items: WishlistItem[]) => {
    saveList(STORAGE_KEYS.wishlist, items);
    set({ items });
  };
  return {
    items: initial.items,
    loadFailed: initial.failed,
    add: (product) => {
      if (get().items.some((i) => i._id === product._id)) return;
      commit([...get().items, product]);
    },
    remove: (id) => commit(get().items.filter((i) => i._id !== id)),
    toggle: (product) =>
      get().items.some((i) => i._id === product._id) ? get().remove(product._id) : get().add(product),
    clear: () => commit([]),
  };
});

onOtherTabChange(STORAGE_KEYS.wishlist, () =>
  useWishlistStore.setState({ items: loadList(STORAGE_KEYS.wishlist, isWishlistItem).items }),
);

export const selectInWishlist = (id: string) => (s: WishlistState) => s.items.some((i) => i._id === id);
