/**
 * Add to / Remove from Wishlist on the product page. The wishlist needs the app: until it runs,
 * the button says so (aria-disabled, dimmed).
 */
import type { Product } from '@shop/shared';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist-store';

export function WishlistButton({ product, className }: { product: Product; className?: string }) {
  const hydrated = useHydrated();
  const inWishlist = useWishlistStore(selectInWishlist(product._id));
  const toggleWishlist = useWishlistStore((s) => s.toggle);
  const onWishlist = () => {
    if (!hydrated) return;
    toggleWishlist(product);
    toast.success(inWishlist ? 'Removed from your wishlist' : 'Saved to your wishlist');
  };
  return (
    <button
      type="button"
      onClick={onWishlist}
      aria-disabled={!hydrated || undefined}
      data-needs-script=""
      className={buttonClasses({ variant: 'secondary', size: 'lg', className })}
    >
      <Heart
        size={18}
        strokeWidth={1.75}
        aria-hidden="true"
        className={inWishlist ? 'fill-clay-600 text-clay-600' : ''}
      />
      {inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
    </button>
  );
}
