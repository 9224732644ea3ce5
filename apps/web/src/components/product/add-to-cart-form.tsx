/**
 * Add to Cart as a real form posted to the product's page: it works before the scripts run (the
 * page's action keeps the line for the cart: features/catalog/add-to-cart-action.ts); once they
 * run, `onAdd` adds it here and the page stays. The button inside must be `type="submit"`.
 */
import type { Product } from '@shop/shared';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../ui/button';
import { quickChoice } from './product-stock';
import type { LineChoice } from '../../stores/cart-item';
import { useAddToCart } from './use-add-to-cart';

/** Where Add to Cart posts: the product's page, whose route action takes it. */
export const addToCartPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

type AddToCartFormProps = {
  productId: string;
  quantity: number;
  choice: LineChoice;
  onAdd: () => void;
  className?: string;
  children: ReactNode;
};

export function AddToCartForm({
  productId,
  quantity,
  choice,
  onAdd,
  className,
  children,
}: AddToCartFormProps) {
  return (
    <form
      method="post"
      action={addToCartPath(productId)}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
      className={className}
    >
      <input type="hidden" name="quantity" value={quantity} />
      {choice.variantId !== undefined && (
        <input type="hidden" name="variant" value={choice.variantId} />
      )}
      {choice.color !== undefined && (
        <input type="hidden" name="product-color" value={choice.color} />
      )}
      {children}
    </form>
  );
}

/** One unit of the variant the product page opens on, from a card or a search row ('Out of stock' when sold out). */
export function QuickAddToCart({ product, className }: { product: Product; className?: string }) {
  const addToCartWithMessage = useAddToCart();
  const { soldOut, ...choice } = quickChoice(product);
  return (
    <AddToCartForm
      productId={product._id}
      quantity={1}
      choice={choice}
      onAdd={() => addToCartWithMessage(product, 1, choice)}
    >
      <button
        type="submit"
        disabled={soldOut}
        className={buttonClasses({
          variant: soldOut ? 'secondary' : 'primary',
          size: 'sm',
          className,
        })}
      >
        <ShoppingBag size={16} strokeWidth={1.75} aria-hidden="true" />
        {soldOut ? 'Out of stock' : 'Add to Cart'}
        <span className="sr-only">, {product.title}</span>
      </button>
    </AddToCartForm>
  );
}
