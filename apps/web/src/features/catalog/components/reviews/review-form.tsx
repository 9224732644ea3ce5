/**
 * Write or edit the shopper's review (spec section 5 'Review'): stars (default 5), optional
 * title, required comment with counters, up to 3 photos. Server errors show in an error toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, REVIEW_LIMITS, reviewInputSchema, type Review } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/form-field';
import { inputClasses } from '../../../../components/ui/input';
import { useSubmitReview, type ReviewPhoto } from '../../api/submit-review';
import { CharacterCounter } from './character-counter';
import { ReviewPhotoPicker } from './review-photo-picker';
import { StarRatingInput } from './star-rating-input';

type ReviewFormProps = { productId: string; existing?: Review; onClose: () => void };

export const reviewFormTitle = (existing?: Review) =>
  existing ? 'Edit Your Review' : 'Write a Review';

export function ReviewForm({ productId, existing, onClose }: ReviewFormProps) {
  const submit = useSubmitReview(productId);
  const savedPhotos = existing?.image ?? [];
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() =>
    savedPhotos.map((name) => ({ kind: 'saved', name })),
  );
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      rating: existing?.rating ?? REVIEW_LIMITS.defaultRating,
      title: existing?.title ?? '',
      comment: existing?.comment ?? '',
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const title = useWatch({ control, name: 'title' }) ?? '';
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const blank = comment.trim() === '';

  const onSubmit = handleSubmit(({ rating, title, comment }) =>
    submit.mutate(
      { values: { rating, title, comment }, photos, savedPhotos },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        // A network failure (TypeError) has no message worth showing; the server's always is.
        onError: (error) =>
          toast.error(error instanceof TypeError ? MESSAGES.genericError : error.message),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title" className="space-y-5">
      <h3
        id="review-form-title"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-xl text-brand-900 focus:outline-none"
      >
        {reviewFormTitle(existing)}
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name={field.name}
            value={Number(field.value)}
            onChange={field.onChange}
          />
        )}
      />
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor="review-title" className="text-sm font-medium text-stone-800">
            Title (optional)
          </label>
          <CharacterCounter
            id="review-title-count"
            length={title.length}
            max={REVIEW_LIMITS.titleMax}
          />
        </div>
        <input
          id="review-title"
          maxLength={REVIEW_LIMITS.titleMax}
          aria-describedby="review-title-count"
          className={inputClasses()}
          {...register('title')}
        />
        <FieldError id="review-title-error" message={formState.errors.title?.message} />
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor="review-comment" className="text-sm font-medium text-stone-800">
            Your review
          </label>
          <CharacterCounter
            id="review-comment-count"
            length={comment.length}
            max={REVIEW_LIMITS.commentMax}
          />
        </div>
        <textarea
          id="review-comment"
          rows={5}
          required
          maxLength={REVIEW_LIMITS.commentMax}
          aria-invalid={formState.errors.comment ? true : undefined}
          aria-describedby="review-comment-count review-comment-error"
          className={inputClasses('h-auto min-h-32 resize-y py-3 leading-relaxed')}
          {...register('comment')}
        />
        <FieldError id="review-comment-error" message={formState.errors.comment?.message} />
      </div>
      <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || submit.isPending} className="sm:flex-1">
          {submit.isPending ? 'Submitting...' : existing ? 'Update Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
