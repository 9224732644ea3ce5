/** The heart on a product card: a toggle button that adds or removes the product from the wishlist. */
import type { Product } from '@shop/shared';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { useHydrated } from '../../lib/use-hydrated';
import { selectInWishlist, useWishlistStore } from '../../stores/wishlist-store';

export function WishlistHeart({
  product,
  className = '',
}: {
  product: Product;
  className?: string;
}) {
  const saved = useWishlistStore(selectInWishlist(product._id));
  const toggle = useWishlistStore((s) => s.toggle);
  // The wishlist lives in the app: until it runs the heart says so, and an early tap is replayed.
  const hydrated = useHydrated();
  const onClick = () => {
    if (!hydrated) return;
    toggle(product);
    toast.success(saved ? 'Removed from your wishlist' : 'Saved to your wishlist');
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-disabled={!hydrated || undefined}
      data-needs-script=""
      aria-label={`Save ${product.title} to wishlist`}
      className={`grid size-10 place-items-center rounded-full bg-sand-50/90 text-brand-800 shadow-sm backdrop-blur transition-colors hover:bg-white hover:text-clay-600 focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart
        size={18}
        strokeWidth={1.75}
        aria-hidden="true"
        className={saved ? 'fill-clay-600 text-clay-600' : ''}
      />
    </button>
  );
}
