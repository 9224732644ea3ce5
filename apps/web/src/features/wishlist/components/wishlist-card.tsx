/** A saved product: photo, title (opens the product), category, price, stock, Add to Cart, Remove. */
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductPrice } from '../../../components/product/product-price';
import { isOutOfStock } from '../../../components/product/product-stock';
import { buttonClasses } from '../../../components/ui/button';
import { productImageSrcSet, productImageUrl } from '../../../lib/images';
import type { WishlistItem } from '../../../stores/wishlist-store';

type WishlistCardProps = {
  item: WishlistItem;
  unavailable: boolean;
  onAddToCart: (item: WishlistItem) => void;
  onRemove: (item: WishlistItem) => void;
};

export function WishlistCard({ item, unavailable, onAddToCart, onRemove }: WishlistCardProps) {
  const href = `/products/${item._id}`;
  const file = item.image[0];
  const soldOut = isOutOfStock(item);
  const notice = unavailable ? 'No longer available' : soldOut ? 'Out of stock' : null;

  return (
    <article
      aria-labelledby={`wishlist-item-${item._id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-square overflow-hidden bg-sand-100"
      >
        {file && (
          <img
            src={productImageUrl(file, 400)}
            srcSet={productImageSrcSet(file)}
            sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 48vw"
            alt=""
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 hover:scale-[1.03]"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-[11px] font-medium tracking-[0.12em] text-brand-700 uppercase">
          {item.category.name}
        </p>
        <h2
          id={`wishlist-item-${item._id}`}
          className="font-serif text-base leading-snug text-brand-900 sm:text-lg"
        >
          <Link to={href} className="hover:underline hover:underline-offset-4">
            {item.title}
          </Link>
        </h2>
        <ProductPrice product={item} />
        {notice && <p className="text-sm font-medium text-clay-600">{notice}</p>}
        <div className="mt-auto flex flex-col gap-2 pt-3">
          <button
            type="button"
            disabled={soldOut || unavailable}
            onClick={() => onAddToCart(item)}
            aria-label={`Add to Cart, ${item.title}`}
            className={buttonClasses({ size: 'sm', className: 'w-full' })}
          >
            <ShoppingBag size={16} strokeWidth={1.75} aria-hidden="true" />
            Add to Cart
          </button>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remove, ${item.title}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full' })}
          >
            <Trash2 size={16} strokeWidth={1.75} aria-hidden="true" />
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}
