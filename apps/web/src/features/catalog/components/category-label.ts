/** Display names of the category filters ('all' reads 'All'; slugs read capitalised). */
import type { CategoryFilter } from '../hooks/use-product-list-params';

export function categoryLabel(category: CategoryFilter): string {
  if (category === 'unknown') return 'Unknown category';
  return category.charAt(0).toUpperCase() + category.slice(1);
}
