/**
 * GET /api/products/get-reviews/{productId}: the reviews with their average and distribution.
 * Cookies go along, so a signed-in shopper's own review comes back marked `mine`.
 */
import type { ReviewsResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type RatingBucket = 1 | 2 | 3 | 4 | 5;
export type ReviewsData = Omit<ReviewsResponse, 'success'>;

/** The prefix of every reviews query of a product (the list and the purchase status). */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

export async function getReviews(productId: string): Promise<ReviewsData> {
  try {
    const { review, count, average, distribution } = await api<ReviewsResponse>(
      `/api/products/get-reviews/${encodeURIComponent(productId)}`,
    );
    return { review, count, average, distribution };
  } catch (error) {
    console.error('Failed to load reviews', error);
    throw error;
  }
}

// Keyed by the viewer: signing in or out changes which review is `mine`.
export const reviewsQueryOptions = (productId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), 'list', viewerId ?? 'visitor'],
    queryFn: () => getReviews(productId),
  });

export function useReviews(productId: string) {
  const { user, isLoading } = useSession();
  return useQuery({
    ...reviewsQueryOptions(productId, user?._id ?? null),
    // Wait for the session so a signed-in shopper's list is fetched once, with `mine` marked.
    enabled: !isLoading,
  });
}
