/** /admin/reviews: the latest reviews; hiding an abusive one takes it off the product and its rating. */
import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/class-names';
import { useHideReview, useReviews, type AdminReview } from '../api/inbox';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDate } from '../format';

export default function ReviewsPage() {
  const reviews = useReviews();
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Hidden reviews leave the product page and its rating."
      />
      <QueryStatus
        isPending={reviews.isPending}
        error={reviews.error}
        retry={() => void reviews.refetch()}
        label="Reviews"
      />
      {reviews.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
          No reviews yet.
        </p>
      )}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          {reviews.data.map((r) => (
            <ReviewRow key={r.id} review={r} />
          ))}
        </ul>
      )}
    </>
  );
}

function ReviewRow({ review: r }: { review: AdminReview }) {
  const hide = useHideReview();
  return (
    <li className={cx('p-4 sm:p-5', r.hidden && 'bg-sand-50 text-stone-500')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm">
            <span className="font-semibold text-stone-900">{r.rating} / 5</span> · {r.author} on{' '}
            <Link
              to={`/admin/products/${r.productId}`}
              className="text-brand-800 underline underline-offset-4"
            >
              {r.product}
            </Link>
          </p>
          <h2 className="mt-1 text-base font-medium break-words text-stone-900">
            {r.title} {r.hidden && <Badge tone="bad">Hidden</Badge>}
          </h2>
          <p className="text-xs text-stone-600">
            <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={hide.isPending}
          onClick={() => hide.mutate({ id: r.id, hidden: !r.hidden })}
        >
          {r.hidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {r.hidden ? 'Unhide' : 'Hide'}
          <span className="sr-only"> the review “{r.title}”</span>
        </Button>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words">{r.comment}</p>
      {hide.error && (
        <p role="alert" className="mt-2 text-sm text-clay-600">
          {hide.error.message}
        </p>
      )}
    </li>
  );
}
