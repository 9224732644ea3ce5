/** Blog posts for the owner: list, read one, create or save, and set the cover picture. */
import type {
  AdminBlogPostInput,
  AdminPost,
  adminPostListResponse,
  adminPostResponse,
  coverResponse,
  postCreatedResponse,
  Wire,
} from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY, invalidateAll } from './invalidate';

export type { AdminPost, AdminPostRow } from '@shop/shared';

const postPath = (id: string) => `/api/admin/posts/${encodeURIComponent(id)}`;

export const postsQuery = queryOptions({
  queryKey: [ADMIN_KEY, 'posts', 'list'],
  queryFn: async () => (await api<Wire<typeof adminPostListResponse>>('/api/admin/posts')).posts,
});

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'posts', 'detail', id],
    queryFn: async () => (await api<Wire<typeof adminPostResponse>>(postPath(id))).post,
  });

export const usePosts = () => useQuery(postsQuery);
export const usePost = (id: string) => useQuery(postQuery(id));

export function useSavePost(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminBlogPostInput) => {
      if (!id)
        return (
          await api<Wire<typeof postCreatedResponse>>('/api/admin/posts', {
            method: 'POST',
            body: input,
          })
        ).id;
      await api(postPath(id), { method: 'PUT', body: input });
      return id;
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** The fields the form edits, taken from a stored post. */
export const postInput = (post: AdminPost): AdminBlogPostInput => ({
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  author: post.author,
  authorBio: post.authorBio,
  tags: post.tags,
  content: post.content,
  published: post.published,
});

/** Publish or unpublish a post as it is stored (the list's quick action). */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, published }: { id: string; published: boolean }) => {
      const post = await queryClient.fetchQuery({ ...postQuery(id), staleTime: 0 });
      await api(postPath(id), { method: 'PUT', body: { ...postInput(post), published } });
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useUploadCover(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('cover', file);
      return api<Wire<typeof coverResponse>>(`${postPath(id)}/cover`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}
