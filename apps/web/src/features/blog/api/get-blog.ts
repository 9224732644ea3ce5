/** GET /api/blogs/get-blogs/{slugOrId}: one post with its content, or 404 'Article not found'. */
import type { BlogResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { BlogPost } from './blog-types';

export const isNotFoundError = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

export async function getBlog(slug: string): Promise<BlogPost> {
  try {
    return (await api<BlogResponse>(`/api/blogs/get-blogs/${encodeURIComponent(slug)}`)).blog;
  } catch (error) {
    // A missing post is an answer ('Article Not Found'), not a failure to log.
    if (!isNotFoundError(error)) console.error('Failed to load article', error);
    throw error;
  }
}

export const blogQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', slug],
    queryFn: () => getBlog(slug),
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
    // A 404 the server rendered with is the answer; asking again on hydration changes nothing.
    retryOnMount: false,
  });

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
