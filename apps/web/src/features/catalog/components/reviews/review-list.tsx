/** The reviews, sorted in the browser (Newest first by default), with the sort select. */
import { REVIEW_SORTS, sortReviews, type Review, type ReviewSort } from '@shop/shared';
import { useState } from 'react';
import { SortSelect } from '../../../../components/ui/select';
import { ReviewCard } from './review-card';

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="review-list-heading" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="review-list-heading" className="font-serif text-2xl text-brand-900">
          What customers say
        </h2>
        <SortSelect
          id="review-sort"
          label="Sort reviews"
          labelOnPhone
          options={REVIEW_SORTS}
          value={sort}
          onChange={setSort}
        />
      </div>
      <ol className="space-y-4">
        {sortReviews(reviews, sort).map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ol>
    </section>
  );
}
