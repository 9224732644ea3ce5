/**
 * Write or edit the shopper's review (spec section 5 'Review'): stars (default 5), optional
 * title, required comment with counters, up to 3 photos. Server errors show in an error toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, REVIEW_LIMITS, reviewInputSchema, type Review } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../../components/ui/bind-field';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { useSubmitReview, type ReviewPhoto } from '../../api/submit-review';
import { CharacterCounter } from './character-counter';
import { ReviewPhotoPicker } from './review-photo-picker';
import { reviewFormTitle } from './review-form-title';
import { StarRatingInput } from './star-rating-input';

type ReviewFormProps = { productId: string; existing?: Review; onClose: () => void };

export function ReviewForm({ productId, existing, onClose }: ReviewFormProps) {
  const submit = useSubmitReview(productId);
  const savedPhotos = existing?.image ?? [];
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() =>
    savedPhotos.map((name) => ({ kind: 'saved', name })),
  );
  const form = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      rating: existing?.rating ?? REVIEW_LIMITS.defaultRating,
      title: existing?.title ?? '',
      comment: existing?.comment ?? '',
    },
  });
  const { control, handleSubmit } = form;
  const field = bindField(form);
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
      <TextField
        id="review-title"
        label="Title (optional)"
        labelAside={
          <CharacterCounter
            id="review-title-count"
            length={title.length}
            max={REVIEW_LIMITS.titleMax}
          />
        }
        maxLength={REVIEW_LIMITS.titleMax}
        aria-describedby="review-title-count"
        {...field('title')}
      />
      <TextAreaField
        id="review-comment"
        label="Your review"
        labelAside={
          <CharacterCounter
            id="review-comment-count"
            length={comment.length}
            max={REVIEW_LIMITS.commentMax}
          />
        }
        rows={5}
        // Required (the form checks it), without the marker: the whole form is about this field.
        aria-required="true"
        maxLength={REVIEW_LIMITS.commentMax}
        aria-describedby="review-comment-count"
        {...field('comment')}
      />
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
