/** Test data for reviews: a Review and the get-reviews answer built from a list of them. */
import type { PublicUser, Review, ReviewsResponse } from '@shop/shared';

let sequence = 0;

export function buildReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  const date = new Date(Date.UTC(2025, 0, sequence)).toISOString();
  return {
    _id: `review-${sequence}`,
    user: { name: `Reader ${sequence}` },
    rating: 5,
    title: `Title ${sequence}`,
    comment: `Comment ${sequence}`,
    createdDate: date,
    updatedDate: date,
    withImage: false,
    verifiedBuyer: true,
    image: [],
    ...overrides,
  };
}

export function reviewsBody(review: Review[]): ReviewsResponse {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of review) distribution[r.rating as 1 | 2 | 3 | 4 | 5] += 1;
  const average = review.length
    ? Math.round((review.reduce((s, r) => s + r.rating, 0) / review.length) * 10) / 10
    : 0;
  return { success: true, review, count: review.length, average, distribution };
}

export const shopper: PublicUser = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  number: '',
  gender: '',
  shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
  profile: null,
  isLoginFromProvider: false,
  role: 'customer',
};
