/**
 * A cart brought back by a reminder's link (issue 30, record 065): the API checks the signed link,
 * rebuilds the lines at today's stock into a short-lived cookie and sends the shopper to /cart.
 * Here the cart takes those lines in place of what it held (the same cart, not twice), the
 * owner's recovery code is applied, the cookie is forgotten, and the notice says what changed.
 */
import {
  formatMoney,
  fromMinor,
  restoreChangeText,
  RESTORED_CART_COOKIE,
  type CurrencyCode,
  type RestoredCart,
} from '@shop/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchProductsByIds } from '../../lib/products-by-ids';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutExtras } from '../../stores/checkout-extras';

const cleared = `${RESTORED_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The restored cart the cookie holds, or null; anything unreadable counts as none. */
export function readRestoredCart(cookies: string): RestoredCart | null {
  const raw = new RegExp(`(?:^|;\\s*)${RESTORED_CART_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  if (!raw) return null;
  try {
    const cart = JSON.parse(decodeURIComponent(raw)) as RestoredCart;
    return Array.isArray(cart.lines) && Array.isArray(cart.changes) ? cart : null;
  } catch {
    return null;
  }
}

type Restored = { changes: string[]; code: string | null };

/** Kept apart from the page: the empty cart's notice and the filled cart's are one. */
const useRestored = create<{ restored: Restored | null }>(() => ({ restored: null }));
const setRestored = (restored: Restored) => useRestored.setState({ restored });

async function restore(cart: RestoredCart): Promise<Restored> {
  const products = await fetchProductsByIds([...new Set(cart.lines.map((l) => l.id))]);
  const byId = new Map(products.map((p) => [p._id, p]));
  const store = useCartStore.getState();
  store.clear();
  for (const line of cart.lines) {
    const product = byId.get(line.id);
    if (product) store.addItem(product, line.quantity, { variantId: line.variant });
  }
  if (cart.discountCode) useCheckoutExtras.getState().applyCode(cart.discountCode);
  const money = (minor: number) => formatMoney(fromMinor(minor), cart.currency as CurrencyCode);
  return {
    changes: cart.changes.map((c) => restoreChangeText(c, money)),
    code: cart.discountCode,
  };
}

export function RestoredCartNotice() {
  const restored = useRestored((s) => s.restored);
  useEffect(() => {
    const cart = readRestoredCart(document.cookie);
    if (!cart) return;
    document.cookie = cleared;
    restore(cart)
      .then(setRestored)
      .catch(() =>
        setRestored({ changes: ['We could not restore every line just now.'], code: null }),
      );
  }, []);
  if (!restored) return null;
  return (
    <section
      role="status"
      aria-label="Your cart is back"
      className="mt-6 rounded-2xl bg-brand-50 p-5 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      <p className="font-medium">
        Your cart is back, at today’s prices and stock.
        {restored.changes.length === 0 && ' Nothing has changed since you left.'}
      </p>
      {restored.changes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {restored.changes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {restored.code && <p className="mt-2">The code {restored.code} is applied.</p>}
    </section>
  );
}
