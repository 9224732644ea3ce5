/** Contact messages, newsletter subscribers and review moderation. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
};
export type Subscriber = { email: string; subscribedAt: string };
export type AdminReview = {
  id: string;
  rating: number;
  title: string;
  comment: string;
  hidden: boolean;
  product: string;
  productId: string;
  author: string;
  createdAt: string;
};

export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';

export const messagesQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'messages'],
  queryFn: async () => (await api<{ messages: ContactMessage[] }>('/api/admin/messages')).messages,
});
export const subscribersQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'subscribers'],
  queryFn: async () =>
    (await api<{ subscribers: Subscriber[] }>('/api/admin/subscribers')).subscribers,
});
export const reviewsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'reviews'],
  queryFn: async () => (await api<{ reviews: AdminReview[] }>('/api/admin/reviews')).reviews,
});

export const useMessages = () => useQuery(messagesQuery);
export const useSubscribers = () => useQuery(subscribersQuery);
export const useReviews = () => useQuery(reviewsQuery);

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api(`/api/admin/messages/${encodeURIComponent(id)}/read`, { method: 'POST', body: { read } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api(`/api/admin/reviews/${encodeURIComponent(id)}/hidden`, {
        method: 'POST',
        body: { hidden },
      }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
