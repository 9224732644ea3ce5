/** /blog/{slug}: one post with a reading-progress bar, share button, author bio and tags. */
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { ServerMarkup } from '../../components/server-markup';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { blogImageUrl } from '../../lib/images';
import { usePageDescription } from '../../lib/page-description';
import { BLOG_IMAGE_SIZE, type BlogPost } from './api/blog-types';
import { isNotFoundError, useBlog } from './api/get-blog';
import { ArticleHeader } from './components/article-header';
import { ArticleNotFound } from './components/article-not-found';
import { ArticleSkeleton } from './components/article-skeleton';
import { AuthorBio } from './components/author-bio';
import { ReadingProgress } from './components/reading-progress';
import { TagList } from './components/tag-list';
import { ProductGrid } from '../../components/product/product-grid';
import { BlogContent } from './markup/blog-content';

function Article({ post }: { post: BlogPost }) {
  const article = useRef<HTMLElement>(null);
  return (
    <>
      <ReadingProgress target={article} />
      <article ref={article} className="pb-20">
        <Container className="pt-8 sm:pt-10">
          <div className="mx-auto max-w-3xl">
            <Link
              to="/blog"
              className="inline-flex items-center gap-2 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Blog
            </Link>
            <div className="mt-8">
              <ArticleHeader post={post} />
            </div>
          </div>
        </Container>
        <Container className="mt-10">
          <div className="mx-auto max-w-5xl">
            <img
              src={blogImageUrl(post.image)}
              alt=""
              {...BLOG_IMAGE_SIZE}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="aspect-[1200/630] w-full rounded-2xl bg-sand-100 object-cover"
            />
          </div>
        </Container>
        <Container className="mt-12">
          <div className="mx-auto max-w-3xl">
            {/* The body never changes in the browser: hydration keeps the server's elements. */}
            <ServerMarkup version={`${post.content}\n${JSON.stringify(post.mentions ?? [])}`}>
              <BlogContent content={post.content} mentions={post.mentions} />
            </ServerMarkup>
            {post.products.length > 0 && (
              <section aria-labelledby="post-products-title" className="mt-14">
                <h2 id="post-products-title" className="font-serif text-2xl text-brand-900">
                  In this article
                </h2>
                <ProductGrid
                  products={post.products}
                  skeletonCount={0}
                  headingLevel="h3"
                  className="mt-6 md:grid-cols-2 lg:grid-cols-2"
                />
              </section>
            )}
            <div className="mt-14 space-y-8">
              {post.tags.length > 0 && (
                <section aria-labelledby="tags-title">
                  <h2
                    id="tags-title"
                    className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase"
                  >
                    Tags
                  </h2>
                  <TagList tags={post.tags} label="Tags" className="mt-3" />
                </section>
              )}
              <AuthorBio author={post.author} bio={post.authorBio} />
            </div>
          </div>
        </Container>
      </article>
    </>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlog(slug);
  const notFound = query.isError && isNotFoundError(query.error);
  useDocumentTitle(query.data?.title ?? (notFound ? 'Article Not Found' : 'Blog'));
  usePageDescription(query.data?.excerpt);

  if (query.data) return <Article post={query.data} />;
  if (notFound) return <ArticleNotFound />;
  if (query.isError) {
    return (
      <Container className="py-20">
        <LoadErrorNotice
          message="We could not load this article just now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  return <ArticleSkeleton />;
}
