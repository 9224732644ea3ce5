/** Colour, quantity, Add to Cart and the wishlist toggle of the product page. */
import type { Product } from '@shop/shared';
import { Heart, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { isOutOfStock, productColors } from '../../../components/product/product-stock';
import { useAddToCart } from '../../../components/product/use-add-to-cart';
import { lineLimit, useCartStore } from '../../../stores/cart-store';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist-store';
import { ColorSelector } from './color-selector';
import { DeliveryEstimate } from './delivery-estimate';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';

export function ProductPurchase({ product }: { product: Product }) {
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

  const addToCart = () => {
    addToCartWithMessage(product, shown, color);
  };
  const onWishlist = () => {
    toggleWishlist(product);
    toast.success(inWishlist ? 'Removed from your wishlist' : 'Saved to your wishlist');
  };

  return (
    <div className="flex flex-col gap-6">
      <ColorSelector colors={colors} value={color} onChange={setColor} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantitySelector value={shown} max={max} onChange={setQuantity} disabled={soldOut} />
        <StockStatus countInStock={product.countInStock} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={addToCart}
          disabled={soldOut}
          className={buttonClasses({ size: 'lg', className: 'sm:flex-1' })}
        >
          <ShoppingBag size={18} strokeWidth={1.75} aria-hidden="true" />
          {soldOut ? 'Out of stock' : 'Add to Cart'}
        </button>
        <button
          type="button"
          onClick={onWishlist}
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
    </div>
  );
}
