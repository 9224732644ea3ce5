/** The right-hand column of the product page: what it is, what it costs, and how to buy it. */
import type { Product } from '@shop/shared';
import { Link } from 'react-router';
import { ProductPrice } from '../../../components/product/product-price';
import { RatingStars } from '../../../components/product/rating-stars';
import { ProductPurchase } from './product-purchase';

/** The description's first sentence; the Description tab below holds the whole text. */
const leadOf = (text: string) => /^.+?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

export function ProductSummary({ product }: { product: Product }) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link
          to={`/products?category=${encodeURIComponent(product.category.slug)}`}
          className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase hover:underline"
        >
          {product.category.name}
        </Link>
        <h1 className="mt-2 font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">
          {product.title}
        </h1>
        <RatingStars rating={product.rating} reviews={product.reviews} size="lg" className="mt-3" />
      </div>
      <ProductPrice product={product} size="lg" />
      <p className="text-lg leading-relaxed text-stone-700">{leadOf(product.description)}</p>
      <hr className="border-sand-200" />
      <ProductPurchase product={product} />
    </div>
  );
}
