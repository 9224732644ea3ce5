/**
 * The Reviews tab. For now it shows the rating summary only; the review list, distribution bars,
 * sort and the write-a-review form arrive with the reviews feature (never placeholder reviews).
 */
import type { Product } from '@shop/shared';
import { RatingStars } from '../../../components/product/rating-stars';

export function ReviewsPanel({ product }: { product: Pick<Product, 'rating' | 'reviews'> }) {
  if (product.reviews === 0) {
    return (
      <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-sand-200 sm:p-10">
        <RatingStars rating={0} size="lg" className="justify-center" />
        <p className="mt-3 font-serif text-xl text-brand-900">No reviews yet.</p>
        <p className="mt-1 text-sm text-stone-600">
          Reviews from customers who bought this product will appear here.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 rounded-2xl bg-white p-6 ring-1 ring-sand-200 sm:flex-row sm:items-center sm:gap-6 sm:p-8">
      <p className="font-serif text-5xl text-brand-900">
        {product.rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </p>
      <div>
        <RatingStars rating={product.rating} size="lg" />
        <p className="mt-1 text-sm text-stone-600">
          Based on {product.reviews} {product.reviews === 1 ? 'review' : 'reviews'}
        </p>
      </div>
    </div>
  );
}
