/**
 * The Reviews tab: average, count and distribution, who may review (and the form), and the
 * sorted list. The summary starts from the product's own rating so it shows at once.
 */
import type { Product } from '@shop/shared';
import { LoadErrorNotice } from '../../../components/product/load-error-notice';
import { RatingStars } from '../../../components/product/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviews } from '../api/get-reviews';
import { RatingDistribution } from './reviews/rating-distribution';
import { RatingSummary } from './reviews/rating-summary';
import { ReviewArea } from './reviews/review-area';
import { ReviewList } from './reviews/review-list';

const card = 'rounded-2xl bg-white p-6 ring-1 ring-sand-200';

export function ReviewsPanel({ product }: { product: Product }) {
  const reviews = useReviews(product._id);
  const count = reviews.data?.count ?? product.reviews;
  const average = reviews.data?.average ?? product.rating;
  const mine = reviews.data
    ? (reviews.data.review.find((r) => r.mine) ?? null)
    : reviews.isError
      ? null
      : undefined;

  const summary = (
    <div className={card}>
      {count === 0 ? (
        <div aria-live="polite">
          <RatingStars rating={0} size="lg" />
          <p className="mt-3 font-serif text-xl text-brand-900">No reviews yet.</p>
          <p className="mt-1 text-sm text-stone-600">
            Reviews from customers who bought this product will appear here.
          </p>
        </div>
      ) : (
        <RatingSummary average={average} count={count} />
      )}
      {reviews.data && reviews.data.count > 0 && (
        <div className="mt-6 border-t border-sand-200 pt-6">
          <RatingDistribution distribution={reviews.data.distribution} count={reviews.data.count} />
        </div>
      )}
    </div>
  );
  const area = (
    <div className={card}>
      <ReviewArea product={product} mine={mine} />
    </div>
  );

  // Nothing to list: the summary and the review area side by side. One tree for both layouts,
  // so the open form survives the first review arriving.
  const empty = count === 0 && !reviews.isError;
  return (
    <div
      className={
        empty
          ? 'grid items-start gap-6 md:grid-cols-2'
          : 'grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12'
      }
    >
      <div className={empty ? 'contents' : 'min-w-0 space-y-6'}>
        {summary}
        {area}
      </div>
      {!empty && (
        <div className="min-w-0">
          {reviews.isError ? (
            <LoadErrorNotice
              message="We could not load the reviews just now."
              onRetry={() => void reviews.refetch()}
              retrying={reviews.isFetching}
            />
          ) : reviews.data ? (
            <ReviewList reviews={reviews.data.review} />
          ) : (
            <div className="space-y-4" aria-hidden="true">
              <Skeleton className="h-36 w-full rounded-2xl" />
              <Skeleton className="h-36 w-full rounded-2xl" />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
