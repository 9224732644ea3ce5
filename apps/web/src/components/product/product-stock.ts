/** Small facts about a product that several screens ask. */
import { initialVariant, type Product } from '@shop/shared';
import type { LineChoice } from '../../stores/cart-item';

export const isOutOfStock = (product: Pick<Product, 'countInStock'>) => product.countInStock <= 0;

/** specifications.colors as a list (the API sends a list; a lone string is tolerated). */
export function productColors(product: Pick<Product, 'specifications'>): string[] {
  const colors = product.specifications.colors;
  if (colors === undefined) return [];
  return Array.isArray(colors) ? colors : [colors];
}

export const firstColor = (product: Pick<Product, 'specifications'>): string | undefined =>
  productColors(product)[0];

/**
 * What one tap of Add to Cart buys where no option was chosen (a card, the wishlist, the review
 * prompt): the variant the product page opens on (first in stock), else the first colour; and
 * whether that is sold out.
 */
export function quickChoice(product: Product): LineChoice & { soldOut: boolean } {
  const variant = initialVariant(product.variants ?? []);
  return variant
    ? { variantId: variant._id, soldOut: isOutOfStock(variant) }
    : { color: firstColor(product), soldOut: isOutOfStock(product) };
}
