/**
 * Options, quantity, Add to Cart and the wishlist toggle of the product page; on a sold-out
 * variant, "Notify me when it's back" in place of Add to Cart.
 */
import { GIFT_CARD_PRODUCT_SLUG, variantLabel, type Product, type Variant } from '@shop/shared';
import { CircleAlert, ShoppingBag } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useActionData } from 'react-router';
import { addToCartPath } from '../../../components/product/add-to-cart-form';
import { buttonClasses } from '../../../components/ui/button';
import { isOutOfStock, productColors } from '../../../components/product/product-stock';
import { useAddToCart } from '../../../components/product/use-add-to-cart';
import { cartLineKey, lineLimit, useCartStore } from '../../../stores/cart-store';
import type { AddToCartActionData } from '../add-to-cart-action';
import { ColorSelector } from './color-selector';
import { DeliveryEstimate } from './delivery-estimate';
import { GiftCardForm } from './gift-card-form';
import { NotifyMe } from './notify-me';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';
import { WishlistButton } from './wishlist-button';

type ProductPurchaseProps = {
  /** The product as the chosen variant makes it (its prices and stock). */
  product: Product;
  /** The product as listed (what the wishlist keeps). */
  base: Product;
  variant?: Variant;
  /** The option pickers, drawn above the form (their values are links). */
  picker?: ReactNode;
};

export function ProductPurchase({ product, base, variant, picker }: ProductPurchaseProps) {
  const soldOut = isOutOfStock(product);
  return (
    <div className="flex flex-col gap-6">
      {picker}
      {variant && soldOut ? (
        <>
          <StockStatus countInStock={0} />
          <NotifyMe
            key={variant._id}
            productId={product._id}
            variantId={variant._id}
            label={variantLabel(variant.options, product.options) || product.title}
          />
          <WishlistButton product={base} />
        </>
      ) : variant && base.slug === GIFT_CARD_PRODUCT_SLUG ? (
        <GiftCardForm product={product} base={base} variant={variant} />
      ) : (
        <PurchaseForm product={product} base={base} variant={variant} />
      )}
    </div>
  );
}

/**
 * A real form posted to the product's page: Add to Cart works before the scripts run (the server
 * keeps the line for the cart, ../add-to-cart-action.ts); once they run, it adds here and the page
 * stays. The line is the product's and the chosen variant's.
 */
function PurchaseForm({ product, base, variant }: Omit<ProductPurchaseProps, 'picker'>) {
  const refused = useActionData() as AddToCartActionData | undefined;
  // A product listed without variants keeps the spec's colour radios.
  const colors = variant ? [] : productColors(product);
  const [color, setColor] = useState(colors[0]);
  const [quantity, setQuantity] = useState(1);
  const addToCartWithMessage = useAddToCart();
  const key = cartLineKey({ _id: product._id, variantId: variant?._id });
  const inCart = useCartStore((s) => s.items.find((i) => cartLineKey(i) === key)?.quantity ?? 0);
  const soldOut = isOutOfStock(product);
  // The plus button stops at what the cart line can still take: the stock (spec section 4) and
  // the per-line limit, less what the cart already holds (issue 13, measured 10).
  const room = Math.max(0, lineLimit(product) - inCart);
  const max = Math.max(1, room);
  const shown = Math.min(quantity, max);

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    addToCartWithMessage(product, shown, variant ? { variantId: variant._id } : { color });
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
      {variant && <input type="hidden" name="variant" value={variant._id} />}
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
        <WishlistButton product={base} className="sm:flex-1" />
      </div>
      {!soldOut && <DeliveryEstimate />}
    </form>
  );
}
