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

/** '/products?category=x&sort=y' with defaults left out. */
export function productListHref(category: CategoryFilter, sort: ProductSort): string {
  const params = new URLSearchParams();
  if (category !== 'all' && category !== 'unknown') params.set('category', category);
  if (sort !== 'default') params.set('sort', sort);
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}

export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategory(searchParams.get('category'));
  const sort = parseSort(searchParams.get('sort'));
  const setSort = (next: ProductSort) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'default') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { replace: true },
    );
  return { category, sort, setSort };
}
