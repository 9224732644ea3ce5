/** Colour, quantity, Add to Cart and the wishlist toggle of the product page. */
import { CART_LINE_MAX, type Product } from '@shop/shared';
import { Heart, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { toastAddedToCart } from '../../../components/product/cart-toast';
import { isOutOfStock, productColors } from '../../../components/product/product-stock';
import { useCartStore } from '../../../stores/cart-store';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist-store';
import { ColorSelector } from './color-selector';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';

export function ProductPurchase({ product }: { product: Product }) {
  const colors = productColors(product);
  const [color, setColor] = useState(colors[0]);
  const [quantity, setQuantity] = useState(1);
  const addItem = useCartStore((s) => s.addItem);
  const inWishlist = useWishlistStore(selectInWishlist(product._id));
  const toggleWishlist = useWishlistStore((s) => s.toggle);
  const navigate = useNavigate();
  const soldOut = isOutOfStock(product);
  // The plus button stops at the stock (spec section 4) and at the cart's per-line limit.
  const max = Math.min(product.countInStock, CART_LINE_MAX);

  const addToCart = () => {
    addItem(product, quantity, color);
    toastAddedToCart(product.title, quantity, () => navigate('/cart'));
  };
  const onWishlist = () => {
    toggleWishlist(product);
    toast.success(inWishlist ? 'Removed from your wishlist' : 'Saved to your wishlist');
  };

  return (
    <div className="flex flex-col gap-6">
      <ColorSelector colors={colors} value={color} onChange={setColor} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantitySelector value={quantity} max={max} onChange={setQuantity} disabled={soldOut} />
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
    </div>
  );
}
