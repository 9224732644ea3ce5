/** The native sort select of /products (a real <select>: best keyboard and screen-reader support). */
import { PRODUCT_SORTS, type ProductSort } from '@shop/shared';
import { ChevronDown } from 'lucide-react';
import { parseSort } from '../hooks/use-product-list-params';

type SortSelectProps = { value: ProductSort; onChange: (sort: ProductSort) => void };

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor="product-sort"
        className="sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only"
      >
        Sort by
      </label>
      <div className="relative">
        <select
          id="product-sort"
          value={value}
          onChange={(e) => onChange(parseSort(e.target.value))}
          className="h-10 appearance-none rounded-full bg-white py-0 pr-9 pl-4 text-sm text-brand-900 ring-1 ring-sand-200 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {PRODUCT_SORTS.map((sort) => (
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
