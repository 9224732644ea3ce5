/** Blog search and category filter (spec section 5: title, excerpt or any tag, case-insensitive). */
import type { BlogPostSummary } from '../api/blog-types';

export type BlogFilters = { q: string; category: string | null };

/** The categories of the posts, each once, alphabetically. */
export function blogCategories(posts: readonly BlogPostSummary[]): string[] {
  return [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b));
}

export function filterPosts<T extends BlogPostSummary>(
  posts: readonly T[],
  { q, category }: BlogFilters,
): T[] {
  const needle = q.trim().toLowerCase();
  const wanted = category?.toLowerCase();
  return posts.filter(
    (post) =>
      (!wanted || post.category.toLowerCase() === wanted) &&
      (!needle ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle) ||
        post.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}

/** '6 articles found', '1 article found'. */
export const articlesFoundText = (count: number) =>
  `${count} ${count === 1 ? 'article' : 'articles'} found`;
