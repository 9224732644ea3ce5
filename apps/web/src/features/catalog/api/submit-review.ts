/**
 * POST /api/products/review-product/{productId} (multipart): creates the shopper's review, or
 * edits it when one exists. On success the reviews and the product (rating, count) refetch.
 */
import type { messageResponse, ReviewInput, Wire } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewImageUrl } from '../../../lib/images';
import { reviewsKey } from './get-reviews';

/** A photo in the form: one already saved with the review (a file name), or a newly chosen file. */
export type ReviewPhoto =
  { kind: 'saved'; name: string } | { kind: 'new'; file: File; key: string };

export type ReviewSubmission = {
  values: Pick<ReviewInput, 'rating' | 'title' | 'comment'>;
  photos: ReviewPhoto[];
  /** File names of the photos the review had before this edit. */
  savedPhotos: string[];
};

type SubmitReviewResponse = Wire<typeof messageResponse>;

async function savedPhotoFile(name: string): Promise<File> {
  const response = await fetch(reviewImageUrl(name));
  if (!response.ok) throw new Error('Your earlier photos could not be kept. Please try again.');
  const type = response.headers.get('content-type') ?? 'image/webp';
  return new File([await response.arrayBuffer()], name, { type });
}

/**
 * The API keeps the saved photos when no file is sent (withImage 'true'), drops them with
 * withImage 'false', and otherwise replaces them with the files sent. So a changed selection
 * sends the kept saved photos again alongside the new ones.
 */
export async function buildReviewFormData(
  productId: string,
  { values, photos, savedPhotos }: ReviewSubmission,
): Promise<FormData> {
  const form = new FormData();
  form.append('productId', productId);
  form.append('rating', String(values.rating));
  form.append('title', values.title.trim());
  form.append('comment', values.comment.trim());
  form.append('withImage', photos.length > 0 ? 'true' : 'false');
  const unchanged = photos.length === savedPhotos.length && photos.every((p) => p.kind === 'saved');
  if (unchanged) return form;
  for (const photo of photos) {
    const file = photo.kind === 'new' ? photo.file : await savedPhotoFile(photo.name);
    form.append('reviewImage', file, file.name);
  }
  return form;
}

export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: ReviewSubmission) =>
      api<SubmitReviewResponse>(`/api/products/review-product/${encodeURIComponent(productId)}`, {
        method: 'POST',
        body: await buildReviewFormData(productId, submission),
      }),
    // Deviation 11: the list, average and product rating refresh in place, no page reload.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
