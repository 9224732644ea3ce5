/** Business constants from the spec (section 9), written once for the web and the API. */

export const STORAGE_KEYS = { cart: 'cart', wishlist: 'wishlist', currency: 'currency' } as const;

/** Every catalogue category, in menu order. */
export const CATEGORIES = ['trackers', 'planners', 'posters', 'journals', 'accessories'] as const;
export type CategorySlug = (typeof CATEGORIES)[number];
/** A category's display name: its slug, capitalised ('journals' reads 'Journals'). */
export const categoryName = (slug: CategorySlug) => slug.charAt(0).toUpperCase() + slug.slice(1);

/** The category buttons of /products: every category (DESIGN deviation 16), after 'All'. */
export const PRODUCT_LIST_CATEGORIES = ['all', ...CATEGORIES] as const;

export const PRODUCT_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export const CART_LINE_MIN = 1;
export const CART_LINE_MAX = 10;
/** Units in one checkout: with the per-product cap, it bounds what one unpaid checkout can hold. */
export const CHECKOUT_UNITS_MAX = 50;

export const SKELETON_COUNTS = { products: 8, blogs: 6 } as const;

export const TIMINGS = {
  toastMs: 5000,
  toastExitMs: 300,
  removeAnimationMs: 300,
  headerScrolledPx: 20,
  searchFocusMs: 100,
  searchSubmitLockMs: 500,
  resetRedirectMs: 3000,
  contactSuccessDelayMs: 1500,
  contactSuccessShownMs: 5000,
  checkoutSuccessMs: 5000,
  testimonialMs: 5000,
} as const;

/** Search longer than this is cut: no shopper types more, and it bounds the work per query. */
export const SEARCH_QUERY_MAX = 200;

export const SUPPORT = {
  email: 'hello@mindfulmarks.in',
  phone: '+91 40 4520 1187',
  address: 'Plot 42, Road No. 12, Banjara Hills, Hyderabad, Telangana 500034, India',
} as const;

export const SHOP_NAME = 'Mindful Marks';
