/** Words the product pages show for stored values. */
import type { CategorySlug } from '@shop/shared';

export const categoryLabel = (slug: CategorySlug | string) =>
  slug.charAt(0).toUpperCase() + slug.slice(1);

/** Products with this many or fewer in stock count as low (the API's LOW_STOCK). */
export const LOW_STOCK = 5;
