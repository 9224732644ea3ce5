/** One review: who, stars, title, comment (plain text, long words wrap), date and photos. */
import { variantLabel, type Review } from '@shop/shared';
import { BadgeCheck } from 'lucide-react';
import { RatingStars } from '../../../../components/product/rating-stars';
import { ReviewPhotos } from './review-photos';

// Made on first use: creating an Intl formatter while the page's code loads starts ICU, a long
// task, for a tab that is usually never opened.
let dateFormat: Intl.DateTimeFormat | undefined;
const formatDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })).format(date);

export function ReviewCard({ review }: { review: Review }) {
  const edited = Date.parse(review.updatedDate) - Date.parse(review.createdDate) > 60_000;
  return (
    <article
      aria-label={`Review by ${review.user.name}`}
      className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words text-stone-900">
            {review.user.name}
            {review.mine && (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-medium text-brand-800">
                Your review
              </span>
            )}
          </p>
          <RatingStars rating={review.rating} className="mt-1" />
          {review.verifiedBuyer && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700">
              <BadgeCheck size={14} aria-hidden="true" />
              Verified buyer
            </p>
          )}
          {review.boughtOptions && Object.keys(review.boughtOptions).length > 0 && (
            <p className="mt-1 text-xs text-stone-600">
              Bought: {variantLabel(review.boughtOptions)}
            </p>
          )}
        </div>
        <p className="text-sm text-stone-500">
          <time dateTime={review.createdDate}>{formatDate(new Date(review.createdDate))}</time>
          {edited && <span> · edited</span>}
        </p>
      </header>
      {/* React renders these as text nodes: a review can never inject HTML. */}
      {review.title && (
        <h3 className="mt-4 font-serif text-lg break-words text-brand-900">{review.title}</h3>
      )}
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-700">
        {review.comment}
      </p>
      <ReviewPhotos photos={review.image} author={review.user.name} />
    </article>
  );
}
