/** The reviews' sort: Newest (default), Oldest, Highest rated, Lowest rated (a native select). */
import { REVIEW_SORTS, type ReviewSort } from '@shop/shared';
import { ChevronDown } from 'lucide-react';

type ReviewSortSelectProps = { value: ReviewSort; onChange: (sort: ReviewSort) => void };

const parseReviewSort = (value: string): ReviewSort =>
  REVIEW_SORTS.find((sort) => sort.value === value)?.value ?? 'newest';

export function ReviewSortSelect({ value, onChange }: ReviewSortSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="review-sort" className="text-sm whitespace-nowrap text-stone-700">
        Sort reviews
      </label>
      <div className="relative">
        <select
          id="review-sort"
          value={value}
          onChange={(e) => onChange(parseReviewSort(e.target.value))}
          className="h-10 appearance-none rounded-full bg-white py-0 pr-9 pl-4 text-sm text-brand-900 ring-1 ring-sand-200 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-brand-700"
        />
      </div>
    </div>
  );
}
