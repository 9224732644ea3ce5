/** The /products view state kept in the URL: ?category= and ?sort= (shareable, back-button friendly). */
import { CATEGORIES, PRODUCT_SORTS, type CategorySlug, type ProductSort } from '@shop/shared';
import { useSearchParams } from 'react-router';

/** 'all', a known category, or 'unknown' for a category the catalogue does not have. */
export type CategoryFilter = CategorySlug | 'all' | 'unknown';

export function parseCategory(value: string | null): CategoryFilter {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'all') return 'all';
  return (CATEGORIES as readonly string[]).includes(v) ? (v as CategorySlug) : 'unknown';
}

export function parseSort(value: string | null): ProductSort {
  return PRODUCT_SORTS.find((s) => s.value === value)?.value ?? 'default';
}

/** A page number from the URL: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** '/products?category=x&sort=y&page=n' with defaults left out. */
export function productListHref(category: CategoryFilter, sort: ProductSort, page = 1): string {
  const params = new URLSearchParams();
  if (category !== 'all' && category !== 'unknown') params.set('category', category);
  if (sort !== 'default') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}

export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategory(searchParams.get('category'));
  const sort = parseSort(searchParams.get('sort'));
  const page = parsePage(searchParams.get('page'));
  // A new order starts again at its first page.
  const setSort = (next: ProductSort) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'default') params.delete('sort');
        else params.set('sort', next);
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return { category, sort, page, setSort };
}
