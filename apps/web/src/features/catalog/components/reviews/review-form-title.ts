import type { Review } from '@shop/shared';

/** The review form's title, also its opening button's label. */
export const reviewFormTitle = (existing?: Review) =>
  existing ? 'Edit Your Review' : 'Write a Review';
