/** Spec: 'No products found' with a Reset Filters button. */
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

type EmptyResultsProps = {
  filtered: boolean;
  onReset: () => void;
  /** Where to see every product (kept view), offered when a search text alone found nothing. */
  browseAllHref?: string;
};

export function EmptyResults({ filtered, onReset, browseAllHref }: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-sand-200">
      <SearchX size={40} strokeWidth={1.25} aria-hidden="true" className="text-brand-700" />
      <h3 className="mt-4 font-serif text-2xl text-brand-900">No products found</h3>
      <p className="mt-2 max-w-sm text-sm text-stone-700">
        {filtered
          ? 'Nothing matches these filters. Clear them to see every match.'
          : 'Nothing matches this search. Try another word or a shorter phrase.'}
      </p>
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
    </div>
  );
}
