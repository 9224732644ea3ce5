/** The cart (spec section 4 'Cart'), kept in local storage under 'cart'. Prices here only display. */
import { CART_LINE_MAX, STORAGE_KEYS, type Product } from '@shop/shared';
import { create } from 'zustand';
import { loadList, onOtherTabChange, saveList } from './persisted-list';

export type CartItem = Pick<
  Product,
  '_id' | 'title' | 'image' | 'category' | 'price' | 'salePrice' | 'taxPercent' | 'discountPercent' | 'shippingCost'
> & { quantity: number; selectedColor?: string };

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    typeof v === 'object' && v !== null && typeof v._id === 'string' && typeof v.title === 'string' &&
    typeof v.price === 'number' && Number.isInteger(v.quantity) && v.quantity > 0
  );
}

type CartState = {
  items: CartItem[];
  loadFailed: boolean;
  addItem: (product: Product, quantity?: number, selectedColor?: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  clear: () => void;
};

export function toCartItem(product: Product, quantity: number, selectedColor?: string): CartItem {
  const { _id, title, image, category, price, salePrice, taxPercent, discountPercent, shippingCost } = product;
  return { _id, title, image, category, price, salePrice, taxPercent, discountPercent, shippingCost, quantity, selectedColor };
}

const initial = loadList(STORAGE_KEYS.cart, isCartItem);

export const useCartStore = create<CartState>((set, get) => {
  const commit = (items: CartItem[]) => {
    saveList(STORAGE_KEYS.cart, items);
    set({ items });
  };
  return {
    items: initial.items,
    loadFailed: initial.failed,
    addItem: (product, quantity = 1, selectedColor) => {
      const items = get().items;
      const existing = items.find((i) => i._id === product._id);
      if (existing) {
        commit(items.map((i) => (i === existing ? { ...i, quantity: Math.min(i.quantity + quantity, CART_LINE_MAX), selectedColor: selectedColor ?? i.selectedColor } : i)));
      } else {
        commit([...items, toCartItem(product, Math.min(quantity, CART_LINE_MAX), selectedColor)]);
      }
    },
    updateQuantity: (id, quantity) => {
      const items = get().items;
      commit(quantity <= 0 ? items.filter((i) => i._id !== id) : items.map((i) => (i._id === id ? { ...i, quantity: Math.min(quantity, CART_LINE_MAX) } : i)));
    },
    removeItem: (id) => commit(get().items.filter((i) => i._id !== id)),
    clear: () => commit([]),
  };
});

onOtherTabChange(STORAGE_KEYS.cart, () => useCartStore.setState({ items: loadList(STORAGE_KEYS.cart, isCartItem).items }));

/** Header badge: the sum of quantities. */
export const selectCartCount = (s: CartState) => s.items.reduce((sum, i) => sum + i.quantity, 0);
