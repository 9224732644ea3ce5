/** /blog: hero, search, category buttons, the filtered grid (spec '/blog'); filters live in the URL. */
import { SKELETON_COUNTS } from '@shop/shared';
import { useMemo, useRef } from 'react';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { usePageDescription } from '../../lib/page-description';
import { useBlogs } from './api/get-blogs';
import { BlogCard } from './components/blog-card';
import { BlogCardSkeleton } from './components/blog-card-skeleton';
import { BlogCategoryButtons } from './components/blog-category-buttons';
import { BlogEmptyState } from './components/blog-empty-state';
import { BlogSearch, type BlogSearchHandle } from './components/blog-search';
import { articlesFoundText, blogCategories, filterPosts } from './hooks/blog-filters';
import { useBlogFilters } from './hooks/use-blog-filters';

export default function BlogPage() {
  const query = useBlogs();
  const { q, category, setQuery, setCategory, clear } = useBlogFilters();
  const search = useRef<BlogSearchHandle>(null);
  const categories = useMemo(() => blogCategories(query.data ?? []), [query.data]);
  const posts = useMemo(
    () => filterPosts(query.data ?? [], { q, category }),
    [query.data, q, category],
  );
  // The URL may spell the category in any case; show it as the posts do.
  const shownCategory =
    category && (categories.find((c) => c.toLowerCase() === category.toLowerCase()) ?? category);
  const clearFilters = () => {
    clear();
    // The button goes away with the empty state: put the shopper back in the search field.
    search.current?.clearAndFocus();
  };
  useDocumentTitle('Blog');
  usePageDescription(
    'Ideas for slower, more intentional days: habits, journaling, planning and wellbeing, from the Mindful Marks studio.',
  );

  return (
    <>
      <section aria-labelledby="blog-title" className="border-b border-sand-200 bg-sand-100/70">
        <Container className="flex flex-col items-center py-14 text-center sm:py-20">
          <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">
            The journal
          </p>
          <h1
            id="blog-title"
            className="mt-3 font-serif text-4xl text-brand-900 sm:text-5xl lg:text-6xl"
          >
            Mindful Living Blog
          </h1>
          <p className="mt-4 max-w-xl text-stone-700">
            Gentle ideas for habits, journaling, planning and rest — written by the people who
            design our trackers and planners.
          </p>
          <div className="mt-8 flex w-full justify-center">
            <BlogSearch value={q} category={category} onChange={setQuery} handle={search} />
          </div>
        </Container>
      </section>

      <Container className="pt-10 pb-20">
        <BlogCategoryButtons
          categories={categories}
          active={shownCategory}
          query={q}
          onSelect={setCategory}
        />
        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-sand-200 pb-4">
          <h2 className="font-serif text-3xl text-brand-900">{shownCategory ?? 'All Articles'}</h2>
          <p role="status" aria-live="polite" className="text-sm text-stone-700">
            {query.isSuccess ? articlesFoundText(posts.length) : ''}
          </p>
        </div>

        {query.isError ? (
          <LoadErrorNotice
            className="mt-8"
            message="We could not load the articles just now."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.isSuccess && posts.length === 0 ? (
          <div className="mt-8">
            <BlogEmptyState onClear={clearFilters} />
          </div>
        ) : (
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8"
            aria-busy={query.isPending || undefined}
          >
            {query.isPending
              ? Array.from({ length: SKELETON_COUNTS.blogs }, (_, i) => (
                  <li key={i}>
                    <BlogCardSkeleton />
                  </li>
                ))
              : posts.map((post, i) => (
                  <li key={post.id}>
                    <BlogCard post={post} priority={i < 2} />
                  </li>
                ))}
          </ul>
        )}
      </Container>
    </>
  );
}
