/**
 * Add to Cart with its message, one place for every button that adds (product page, cards, search,
 * wishlist, review prompts): the usual "added" toast, or why fewer went in (issue 13, measured 10).
 */
import type { Product } from '@shop/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCartStore, type AddResult, type LineChoice } from '../../stores/cart-store';
import { toastAddedToCart } from './cart-toast';

/** Why an add stopped short, in the words the cart page uses for a short line. */
export function addLimitText(title: string, result: AddResult): string {
  const why =
    result.limitedBy === 'stock'
      ? `Only ${result.limit} left in stock`
      : `At most ${result.limit} of one item`;
  if (result.added === 0) return `${why}: your cart already holds ${result.limit} × ${title}.`;
  return `${why}: added ${result.added} × ${title}.`;
}

export function useAddToCart() {
  const addItem = useCartStore((s) => s.addItem);
  const navigate = useNavigate();
  return (product: Product, quantity: number, choice?: LineChoice) => {
    const result = addItem(product, quantity, choice);
    const openCart = () => navigate('/cart');
    if (result.limitedBy === null) toastAddedToCart(product.title, result.added, openCart);
    else
      toast.warning(addLimitText(product.title, result), {
        action: { label: 'View cart', onClick: openCart },
      });
    return result;
  };
}
