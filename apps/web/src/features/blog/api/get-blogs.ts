/** GET /api/blogs/get-blogs: every published post, newest first, without bodies. */
import type { BlogListResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BlogPostSummary } from './blog-types';

export async function getBlogs(): Promise<BlogPostSummary[]> {
  try {
    return (await api<BlogListResponse>('/api/blogs/get-blogs')).blogs;
  } catch (error) {
    // Spec section 8: blog fetch errors are logged; the page offers a retry.
    console.error('Failed to load articles', error);
    throw error;
  }
}

export const blogsQueryOptions = () =>
  queryOptions({ queryKey: ['blogs', 'list'], queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
