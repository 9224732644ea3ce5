/** How many options, values, variants and SKU characters a product may have (record 038). */
export const OPTIONS_MAX = 3;
export const OPTION_VALUES_MAX = 50;
/** Shopify's limit since 2025; the back office grid pages beyond a few hundred. */
export const VARIANTS_MAX = 2048;
export const SKU_MAX = 64;
