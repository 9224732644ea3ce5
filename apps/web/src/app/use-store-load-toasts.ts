/** Error pop-ups when the saved cart or wishlist could not be read (spec section 8). */
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCartStore } from '../stores/cart-store';
import { useWishlistStore } from '../stores/wishlist-store';

export function useStoreLoadToasts(): void {
  const cartFailed = useCartStore((s) => s.loadFailed);
  const wishlistFailed = useWishlistStore((s) => s.loadFailed);

  // Fixed toast ids: a second run (Strict Mode, remount) updates the same toast instead of adding one.
  useEffect(() => {
    if (cartFailed) toast.error('Failed to load cart data', { id: 'cart-load-failed' });
  }, [cartFailed]);

  useEffect(() => {
    if (wishlistFailed) toast.error('Failed to load wishlist data', { id: 'wishlist-load-failed' });
  }, [wishlistFailed]);
}
