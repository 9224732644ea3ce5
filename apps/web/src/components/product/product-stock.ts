/** Small facts about a product that several screens ask. */
import type { Product } from '@shop/shared';

export const isOutOfStock = (product: Pick<Product, 'countInStock'>) => product.countInStock <= 0;

/** specifications.colors as a list (the API sends a list; a lone string is tolerated). */
export function productColors(product: Pick<Product, 'specifications'>): string[] {
  const colors = product.specifications.colors;
  if (colors === undefined) return [];
  return Array.isArray(colors) ? colors : [colors];
}

export const firstColor = (product: Pick<Product, 'specifications'>): string | undefined =>
  productColors(product)[0];
