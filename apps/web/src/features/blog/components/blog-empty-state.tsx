/** Shown when the search and category match no post. */
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function BlogEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-sand-200">
      <SearchX aria-hidden="true" className="size-10 text-brand-600" strokeWidth={1.5} />
      <h3 className="mt-4 font-serif text-2xl text-brand-900">No articles found</h3>
      <p className="mt-2 max-w-sm text-stone-700">
        Try another word or category — or clear the filters to see every article.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
