/** Words the product pages show for stored values. */
import { CATEGORIES, type CategorySlug } from '@shop/shared';

export const categoryLabel = (slug: CategorySlug | string) =>
  slug.charAt(0).toUpperCase() + slug.slice(1);

/** The categories as select options, in the shop's order. */
export const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

/** Products with this many or fewer in stock count as low (the API's LOW_STOCK). */
export const LOW_STOCK = 5;
