/** A product in a grid: photo, category, title, rating, price, quick add to cart and a wishlist heart. */
import { activeSalePrice, COLOUR_OPTION, pricesDiffer, type Product } from '@shop/shared';
import { Link } from 'react-router';
import { QuickAddToCart } from './add-to-cart-form';
import { ColourDots } from './colour-dots';
import { isOutOfStock } from './product-stock';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { WishlistHeart } from './wishlist-heart';

type ProductCardProps = {
  product: Product;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Where the card leads, when not the product's page (a variant's, found by its SKU). */
  href?: string;
};

export function ProductCard({
  product,
  priority = false,
  headingLevel: Heading = 'h3',
  href,
}: ProductCardProps) {
  const soldOut = isOutOfStock(product);
  const onSale = activeSalePrice(product.price, product.salePrice) !== null;
  const colours = product.options?.find((o) => o.name === COLOUR_OPTION)?.values ?? [];

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200 transition-shadow hover:shadow-lg hover:shadow-brand-900/5">
      <div className="relative aspect-square overflow-hidden bg-sand-100">
        <ProductImage
          product={product}
          sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 48vw"
          priority={priority}
          alt=""
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {soldOut && (
            <span className="rounded-full bg-stone-900/80 px-2.5 py-1 text-xs font-medium text-white">
              Out of stock
            </span>
          )}
          {onSale && !soldOut && (
            <span className="rounded-full bg-clay-600 px-2.5 py-1 text-xs font-medium text-white">
              Sale
            </span>
          )}
        </div>
        <WishlistHeart product={product} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-[11px] font-medium tracking-[0.12em] text-brand-700 uppercase">
          {product.category.name}
        </p>
        <Heading className="font-serif text-base leading-snug text-brand-900 sm:text-lg">
          <Link
            to={href ?? `/products/${product._id}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
          >
            {product.title}
          </Link>
        </Heading>
        <RatingStars rating={product.rating} reviews={product.reviews} />
        <ColourDots colours={colours} />
        <ProductPrice
          product={product}
          from={pricesDiffer(product.variants ?? [])}
          className="mt-auto pt-1"
        />
        <QuickAddToCart product={product} className="relative z-10 mt-2 w-full" />
      </div>
    </article>
  );
}
