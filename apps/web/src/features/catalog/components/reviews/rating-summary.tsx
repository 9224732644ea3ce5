/** The average rating as a number and stars, with the number of reviews it is based on. */
import { RatingStars } from '../../../../components/product/rating-stars';

type RatingSummaryProps = { average: number; count: number };

export const reviewsLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export function RatingSummary({ average, count }: RatingSummaryProps) {
  // Polite live region: after a review is saved the new average and count are read out.
  return (
    <div aria-live="polite" aria-atomic="true" className="flex items-center gap-4">
      <p className="font-serif text-5xl leading-none text-brand-900">
        {average.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </p>
      <div>
        <RatingStars rating={average} size="lg" />
        <p className="mt-1 text-sm text-stone-600">Based on {reviewsLabel(count)}</p>
      </div>
    </div>
  );
}
