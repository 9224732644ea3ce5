/** Reviews (spec sections 3 'Review', 5 'Review', 9). */
import type { Wire } from './contract/common';
import type { reviewSchema } from './contract/reviews';

export const REVIEW_LIMITS = {
  commentMax: 500,
  titleMax: 100,
  maxImages: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  defaultRating: 5,
} as const;

export const REVIEW_MESSAGES = {
  tooManyImages: 'You can upload a maximum of 3 images',
  commentRequired: 'Please write a comment',
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`,
  titleTooLong: `Title must be at most ${REVIEW_LIMITS.titleMax} characters`,
  ratingRange: 'Rating must be between 1 and 5',
  imagesOnly: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  imageTooLarge: 'Each image must be 5 MB or smaller',
  notBuyer: 'You need to purchase this product to leave a review.',
} as const;

/** A review as the API sends it: the contract's schema is its one definition. */
export type Review = Wire<typeof reviewSchema>;

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export function sortReviews<T extends Pick<Review, 'rating' | 'createdDate'>>(
  reviews: readonly T[],
  sort: ReviewSort,
): T[] {
  const byDate = (a: T, b: T) => Date.parse(a.createdDate) - Date.parse(b.createdDate);
  const list = [...reviews];
  switch (sort) {
    case 'oldest':
      return list.sort(byDate);
    case 'highest':
      return list.sort((a, b) => b.rating - a.rating || -byDate(a, b));
    case 'lowest':
      return list.sort((a, b) => a.rating - b.rating || -byDate(a, b));
    default:
      return list.sort((a, b) => -byDate(a, b));
  }
}
