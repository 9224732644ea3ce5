/** What a visitor and a shopper without a purchase see instead of the review form. */
import type { Product } from '@shop/shared';
import { LogIn, ShoppingBag } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { quickChoice } from '../../../../components/product/product-stock';
import { useAddToCart } from '../../../../components/product/use-add-to-cart';
import { buttonClasses } from '../../../../components/ui/button';
import { loginPathFor } from '../../../../lib/require-auth';

export function LoginPrompt() {
  const { pathname, search } = useLocation();
  return (
    <div className="space-y-4">
      <p className="text-stone-700">Please log in to leave a review.</p>
      <Link to={loginPathFor(`${pathname}${search}`)} className={buttonClasses({ size: 'sm' })}>
        <LogIn size={16} aria-hidden="true" />
        Log In
      </Link>
    </div>
  );
}

export function PurchasePrompt({ product }: { product: Product }) {
  const addToCartWithMessage = useAddToCart();
  const { soldOut, ...choice } = quickChoice(product);
  const addToCart = () => {
    addToCartWithMessage(product, 1, choice);
  };
  return (
    <div className="space-y-4">
      <p className="text-stone-700">You need to purchase this product to leave a review.</p>
      <button
        type="button"
        onClick={addToCart}
        disabled={soldOut}
        className={buttonClasses({ size: 'sm' })}
      >
        <ShoppingBag size={16} aria-hidden="true" />
        {soldOut ? 'Out of stock' : 'Add to Cart'}
      </button>
    </div>
  );
}
