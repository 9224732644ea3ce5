/** The sort select of /search (a native <select>: best keyboard and screen-reader support). */
import { SEARCH_SORTS, type SearchSort } from '@shop/shared';
import { ChevronDown } from 'lucide-react';

type SearchSortSelectProps = { value: SearchSort; onChange: (sort: SearchSort) => void };

export function SearchSortSelect({ value, onChange }: SearchSortSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor="search-sort"
        className="sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only"
      >
        Sort by
      </label>
      <div className="relative">
        <select
          id="search-sort"
          value={value}
          onChange={(e) =>
            onChange(SEARCH_SORTS.find((s) => s.value === e.target.value)?.value ?? 'relevance')
          }
          className="h-10 appearance-none rounded-full bg-white py-0 pr-9 pl-4 text-sm text-brand-900 ring-1 ring-sand-200 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-brand-700"
        />
      </div>
    </div>
  );
}
