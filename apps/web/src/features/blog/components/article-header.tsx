/** Category, title, excerpt and the meta line (author, date, read time) with the share button. */
import { CalendarDays, Clock } from 'lucide-react';
import type { BlogPost } from '../api/blog-types';
import { formatLongDate } from './format-date';
import { ShareButton } from './share-button';

export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <header>
      <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-medium tracking-wide text-brand-800">
        {post.category}
      </p>
      <h1 className="mt-5 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-stone-700">{post.excerpt}</p>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-sand-200 py-4">
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-700">
          <div>
            <dt className="sr-only">Author</dt>
            <dd className="font-medium text-stone-900">{post.author}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays size={16} aria-hidden="true" />
              <span className="sr-only">Published</span>
            </dt>
            <dd>
              <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock size={16} aria-hidden="true" />
              <span className="sr-only">Reading time</span>
            </dt>
            <dd>{post.readTime}</dd>
          </div>
        </dl>
        <ShareButton title={post.title} text={post.excerpt} />
      </div>
    </header>
  );
}
