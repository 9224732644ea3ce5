import type { ProductSort } from './constants';
import type { Product } from './product';
import { effectivePrice } from './pricing';

/** Sorts a product list for /products; 'default' keeps the server's order. */
export function sortProducts<T extends Pick<Product, 'price' | 'salePrice' | 'title'>>(
  products: readonly T[],
  sort: ProductSort,
): T[] {
  const list = [...products];
  switch (sort) {
    case 'price-asc':
      return list.sort((a, b) => effectivePrice(a) - effectivePrice(b));
    case 'price-desc':
      return list.sort((a, b) => effectivePrice(b) - effectivePrice(a));
    case 'name-asc':
      return list.sort((a, b) => a.title.localeCompare(b.title));
    case 'name-desc':
      return list.sort((a, b) => b.title.localeCompare(a.title));
    default:
      return list;
  }
}
