/**
 * Add to Cart as a real form posted to the product's page: it works before the scripts run (the
 * page's action keeps the line for the cart: features/catalog/add-to-cart-action.ts); once they
 * run, `onAdd` adds it here and the page stays. The button inside must be `type="submit"`.
 */
import type { ReactNode } from 'react';

/** Where Add to Cart posts: the product's page, whose route action takes it. */
export const addToCartPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

type AddToCartFormProps = {
  productId: string;
  quantity: number;
  color?: string;
  onAdd: () => void;
  className?: string;
  children: ReactNode;
};

export function AddToCartForm({
  productId,
  quantity,
  color,
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
      {color !== undefined && <input type="hidden" name="product-color" value={color} />}
      {children}
    </form>
  );
}
