/** A post in the /blog grid: image, category, date, author, title, excerpt, up to 3 tags, Read More. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { blogImageUrl } from '../../../lib/images';
import { BLOG_IMAGE_SIZE, type BlogPostSummary } from '../api/blog-types';
import { formatLongDate } from './format-date';
import { TagList } from './tag-list';

/** Spec section 9: a card shows up to 3 tags. */
const CARD_TAGS = 3;

export function BlogCard({
  post,
  priority = false,
}: {
  post: BlogPostSummary;
  priority?: boolean;
}) {
  const href = `/blog/${post.slug}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200 transition-shadow hover:shadow-lg hover:shadow-brand-900/5">
      <div className="aspect-[1200/630] overflow-hidden bg-sand-100">
        <img
          src={blogImageUrl(post.image)}
          alt=""
          {...BLOG_IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium tracking-wide text-brand-800">
            {post.category}
          </span>
          <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            {post.author}
          </span>
        </div>
        <h3 className="mt-4 font-serif text-xl leading-snug text-brand-900">
          <Link
            to={href}
            className="hover:underline hover:decoration-brand-300 hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-700">{post.excerpt}</p>
        <TagList
          tags={post.tags.slice(0, CARD_TAGS)}
          label={`Tags of ${post.title}`}
          className="mt-4"
        />
        <Link
          to={href}
          aria-label={`Read More: ${post.title}`}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          Read More
          <ArrowRight
            size={16}
            aria-hidden="true"
            className="transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
