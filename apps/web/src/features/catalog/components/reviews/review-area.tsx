/**
 * Who may review (spec '/products/{id}'): a visitor is asked to log in, a shopper without a
 * purchase to buy, and a buyer opens the form ('Write a Review', or 'Edit Your Review' prefilled).
 */
import type { Product, Review } from '@shop/shared';
import { PenLine } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LoadErrorNotice } from '../../../../components/product/load-error-notice';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSession } from '../../../../lib/session';
import { usePurchaseStatus } from '../../api/purchase-status';
import { LoginPrompt, PurchasePrompt } from './review-prompts';
import { reviewFormTitle } from './review-form-title';

// The form (and its form and validation libraries) loads when a buyer opens it.
const loadForm = () => import('./review-form');
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })));

type ReviewAreaProps = {
  product: Product;
  /** The shopper's own review; undefined while the list loads. */
  mine: Review | null | undefined;
};

export function ReviewArea({ product, mine }: ReviewAreaProps) {
  const { user, isLoading } = useSession();
  const purchased = usePurchaseStatus(product._id, user?._id ?? null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Focus returns to the button that opened the form, once it is back on screen.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (isLoading || (user && (purchased.isPending || mine === undefined))) {
    return <Skeleton className="h-24 w-full rounded-xl" />;
  }
  if (!user) return <LoginPrompt />;
  if (purchased.isError) {
    return (
      <LoadErrorNotice
        message="We could not check your purchases just now."
        onRetry={() => void purchased.refetch()}
        retrying={purchased.isFetching}
      />
    );
  }
  if (!purchased.data) return <PurchasePrompt product={product} />;
  if (open) {
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
        <ReviewForm productId={product._id} existing={mine ?? undefined} onClose={close} />
      </Suspense>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        {mine
          ? 'Thank you for your review. You can change it at any time.'
          : 'You bought this product. Share how it works for you.'}
      </p>
      <Button
        ref={opener}
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        <PenLine size={16} aria-hidden="true" />
        {reviewFormTitle(mine ?? undefined)}
      </Button>
    </div>
  );
}
