/** Colour, quantity, Add to Cart and the wishlist toggle of the product page. */
import type { Product } from '@shop/shared';
import { CircleAlert, Heart, ShoppingBag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useActionData } from 'react-router';
import { toast } from 'sonner';
import { addToCartPath } from '../../../components/product/add-to-cart-form';
import { buttonClasses } from '../../../components/ui/button';
import { isOutOfStock, productColors } from '../../../components/product/product-stock';
import { useAddToCart } from '../../../components/product/use-add-to-cart';
import { useHydrated } from '../../../lib/use-hydrated';
import { lineLimit, useCartStore } from '../../../stores/cart-store';
import type { AddToCartActionData } from '../add-to-cart-action';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist-store';
import { ColorSelector } from './color-selector';
import { DeliveryEstimate } from './delivery-estimate';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';

/**
 * A real form posted to the product's page: Add to Cart works before the scripts run (the server
 * keeps the line for the cart, ../add-to-cart-action.ts); once they run, it adds here and the page
 * stays. The wishlist needs the app: until it runs, its button says so (aria-disabled, dimmed).
 */
export function ProductPurchase({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const refused = useActionData() as AddToCartActionData | undefined;
  const colors = productColors(product);
  const [color, setColor] = useState(colors[0]);
  const [quantity, setQuantity] = useState(1);
  const addToCartWithMessage = useAddToCart();
  const inCart = useCartStore((s) => s.items.find((i) => i._id === product._id)?.quantity ?? 0);
  const inWishlist = useWishlistStore(selectInWishlist(product._id));
  const toggleWishlist = useWishlistStore((s) => s.toggle);
  const soldOut = isOutOfStock(product);
  // The plus button stops at what the cart line can still take: the stock (spec section 4) and
  // the per-line limit, less what the cart already holds (issue 13, measured 10).
  const room = Math.max(0, lineLimit(product) - inCart);
  const max = Math.max(1, room);
  const shown = Math.min(quantity, max);

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    addToCartWithMessage(product, shown, color);
  };
  const onWishlist = () => {
    if (!hydrated) return;
    toggleWishlist(product);
    toast.success(inWishlist ? 'Removed from your wishlist' : 'Saved to your wishlist');
  };

  return (
    <form
      method="post"
      action={addToCartPath(product._id)}
      onSubmit={addToCart}
      aria-label="Buy"
      className="flex flex-col gap-6"
    >
      {refused && (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border-l-4 border-clay-600 bg-clay-500/10 px-4 py-3 text-sm text-stone-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
          {refused.cartError}
        </p>
      )}
      <input type="hidden" name="quantity" value={shown} />
      <ColorSelector colors={colors} value={color} onChange={setColor} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantitySelector value={shown} max={max} onChange={setQuantity} disabled={soldOut} />
        <StockStatus countInStock={product.countInStock} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={soldOut}
          className={buttonClasses({ size: 'lg', className: 'sm:flex-1' })}
        >
          <ShoppingBag size={18} strokeWidth={1.75} aria-hidden="true" />
          {soldOut ? 'Out of stock' : 'Add to Cart'}
        </button>
        <button
          type="button"
          onClick={onWishlist}
          aria-disabled={!hydrated || undefined}
          data-needs-script=""
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
        >
          <Heart
            size={18}
            strokeWidth={1.75}
            aria-hidden="true"
            className={inWishlist ? 'fill-clay-600 text-clay-600' : ''}
          />
          {inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
        </button>
      </div>
      {!soldOut && <DeliveryEstimate />}
    </form>
  );
}
