/** Contact messages, newsletter subscribers and review moderation. */
import type {
  adminReviewsResponse,
  messagesResponse,
  OkResponse,
  subscribersResponse,
  Wire,
} from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type { AdminReview, ContactMessage, Subscriber } from '@shop/shared';

export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';

export const messagesQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'messages'],
  queryFn: async () => (await api<Wire<typeof messagesResponse>>('/api/admin/messages')).messages,
});
export const subscribersQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'subscribers'],
  queryFn: async () =>
    (await api<Wire<typeof subscribersResponse>>('/api/admin/subscribers')).subscribers,
});
export const reviewsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'reviews'],
  queryFn: async () => (await api<Wire<typeof adminReviewsResponse>>('/api/admin/reviews')).reviews,
});

export const useMessages = () => useQuery(messagesQuery);
export const useSubscribers = () => useQuery(subscribersQuery);
export const useReviews = () => useQuery(reviewsQuery);

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api<OkResponse>(`/api/admin/messages/${encodeURIComponent(id)}/read`, {
        method: 'POST',
        body: { read },
      }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api<OkResponse>(`/api/admin/reviews/${encodeURIComponent(id)}/hidden`, {
        method: 'POST',
        body: { hidden },
      }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
