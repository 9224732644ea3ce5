/** A product in the list view of /search: a wide row with photo, details, a description excerpt and actions. */
import type { Product } from '@shop/shared';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product/product-image';
import { ProductPrice } from '../../../components/product/product-price';
import { RatingStars } from '../../../components/product/rating-stars';
import { QuickAddToCart } from '../../../components/product/add-to-cart-form';
import { isOutOfStock } from '../../../components/product/product-stock';
import { WishlistHeart } from '../../../components/product/wishlist-heart';

type ProductRowProps = {
  product: Product;
  priority?: boolean;
  /** Where the row leads, when not the product's page (a variant's, found by its SKU). */
  href?: string;
};

export function ProductRow({ product, priority = false, href }: ProductRowProps) {
  const soldOut = isOutOfStock(product);

  return (
    <article className="group relative flex gap-4 overflow-hidden rounded-2xl bg-white p-3 ring-1 ring-sand-200 transition-shadow hover:shadow-lg hover:shadow-brand-900/5 sm:gap-6 sm:p-4">
      <div className="relative aspect-square w-28 shrink-0 self-start overflow-hidden rounded-xl bg-sand-100 sm:w-44">
        <ProductImage product={product} priority={priority} alt="" sizes="160px" />
        {soldOut && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-stone-900/80 px-2 py-0.5 text-[11px] font-medium text-white">
            Out of stock
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-[11px] font-medium tracking-[0.12em] text-brand-700 uppercase">
          {product.category.name}
        </p>
        <h3 className="font-serif text-base leading-snug text-brand-900 sm:text-xl">
          <Link
            to={href ?? `/products/${product._id}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
          >
            {product.title}
          </Link>
        </h3>
        <RatingStars rating={product.rating} reviews={product.reviews} />
        <p className="line-clamp-2 text-sm text-stone-700 sm:line-clamp-3">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1">
          <ProductPrice product={product} />
          <div className="relative z-10 flex items-center gap-2">
            <WishlistHeart product={product} className="ring-1 ring-sand-200" />
            <QuickAddToCart product={product} />
          </div>
        </div>
      </div>
    </article>
  );
}
