/**
 * Spec: 'No products found' with a Reset Filters button. A text that found nothing also gets
 * "Did you mean ...?" when a nearby text finds products, and the categories to browse.
 */
import { CATEGORIES, categoryPath } from '@shop/shared';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

const categoryName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

type EmptyResultsProps = {
  filtered: boolean;
  onReset: () => void;
  /** Where to see every product (kept view), offered when a search text alone found nothing. */
  browseAllHref?: string;
  /** A nearby text that finds products, and where it leads. */
  suggestion?: { text: string; href: string } | null;
};

export function EmptyResults({ filtered, onReset, browseAllHref, suggestion }: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-sand-200">
      <SearchX size={40} strokeWidth={1.25} aria-hidden="true" className="text-brand-700" />
      <h3 className="mt-4 font-serif text-2xl text-brand-900">No products found</h3>
      <p className="mt-2 max-w-sm text-sm text-stone-700">
        {filtered
          ? 'Nothing matches these filters. Clear them to see every match.'
          : 'Nothing matches this search. Try another word or a shorter phrase.'}
      </p>
      {suggestion && (
        <p className="mt-4 text-lg text-stone-800">
          Did you mean{' '}
          <Link to={suggestion.href} className="font-medium text-brand-800 underline">
            {suggestion.text}
          </Link>
          ?
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* Disabled (not hidden) without filters: the spec shows the button in every empty state. */}
        <Button variant="secondary" onClick={onReset} disabled={!filtered}>
          Reset Filters
        </Button>
        {!filtered && browseAllHref && (
          <Link to={browseAllHref} className={buttonClasses()}>
            Browse all products
          </Link>
        )}
      </div>
      {!filtered && browseAllHref && (
        <nav aria-label="Categories" className="mt-8">
          <p className="text-sm text-stone-700">Or browse a category:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {CATEGORIES.map((slug) => (
              <li key={slug}>
                <Link
                  to={categoryPath(slug)}
                  className="inline-flex min-h-10 items-center rounded-full bg-sand-100 px-4 text-sm text-brand-900 ring-1 ring-sand-200 hover:bg-brand-50"
                >
                  {categoryName(slug)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
