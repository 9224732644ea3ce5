/** /wishlist (spec section 2): saved products with current stock and prices, or the empty state. */
import { useRef } from 'react';
import { toast } from 'sonner';
import { quickChoice } from '../../components/product/product-stock';
import { useAddToCart } from '../../components/product/use-add-to-cart';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { useWishlistStore, type WishlistItem } from '../../stores/wishlist-store';
import { useFreshWishlist } from './api/use-fresh-wishlist';
import { ClearWishlistDialog } from './components/clear-wishlist-dialog';
import { EmptyWishlist } from './components/empty-wishlist';
import { WishlistCard } from './components/wishlist-card';

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export default function WishlistPage() {
  useDocumentTitle('Wishlist');
  const items = useWishlistStore((s) => s.items);
  const { remove, clear } = useWishlistStore.getState();
  const addToCartWithMessage = useAddToCart();
  const { isUnavailable } = useFreshWishlist(items);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The card that had focus is gone after a move or removal: keep focus on the page.
  const focusHeading = () => headingRef.current?.focus();

  const moveToCart = (item: WishlistItem) => {
    addToCartWithMessage(item, 1, quickChoice(item));
    remove(item._id);
    focusHeading();
  };
  const removeItem = (item: WishlistItem) => {
    remove(item._id);
    toast.success('Removed from your wishlist');
    focusHeading();
  };
  const clearAll = () => {
    clear();
    toast.success('Your wishlist was cleared');
    focusHeading();
  };

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-sand-200 pb-6">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-4xl text-brand-900 focus:outline-none sm:text-5xl"
          >
            My Wishlist
          </h1>
          <p role="status" className="mt-2 text-stone-700">
            {items.length > 0 ? itemCount(items.length) : ''}
          </p>
        </div>
        {items.length > 0 && <ClearWishlistDialog onConfirm={clearAll} />}
      </header>
      {items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item._id}>
              <WishlistCard
                item={item}
                unavailable={isUnavailable(item._id)}
                onAddToCart={moveToCart}
                onRemove={removeItem}
              />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
