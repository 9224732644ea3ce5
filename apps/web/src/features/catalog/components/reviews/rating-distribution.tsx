/** One bar per star rating, 5 down to 1, each with its count ('5 stars: 3 reviews'). */
import { Star } from 'lucide-react';
import { percentOf } from '../../../../lib/percent';
import type { RatingBucket, ReviewsData } from '../../api/get-reviews';
import { reviewsLabel } from './rating-summary';

const BUCKETS: RatingBucket[] = [5, 4, 3, 2, 1];

type RatingDistributionProps = Pick<ReviewsData, 'distribution' | 'count'>;

export function RatingDistribution({ distribution, count }: RatingDistributionProps) {
  return (
    <ul aria-label="Rating distribution" className="space-y-2">
      {BUCKETS.map((stars) => {
        const n = distribution[stars] ?? 0;
        const percent = percentOf(n, count);
        return (
          <li key={stars} className="flex items-center gap-3 text-sm text-stone-700">
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}: {reviewsLabel(n)}
            </span>
            <span aria-hidden="true" className="flex w-7 shrink-0 items-center gap-1 tabular-nums">
              {stars}
              <Star size={12} className="fill-clay-600 text-clay-600" />
            </span>
            <span
              aria-hidden="true"
              className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200"
            >
              <span
                className="block h-full rounded-full bg-clay-600 transition-[width] duration-500"
                style={{ width: `${percent}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-6 shrink-0 text-right tabular-nums">
              {n}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
