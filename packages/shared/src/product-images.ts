/**
 * Addresses of product images (spec section 7) and the sizes the server makes of them: the
 * original keeps up to 1600 px (for zooming), 400 and 800 px variants serve cards and pages. The
 * server's preload of a product page's main image and the page's own <img> use the same srcset
 * and sizes, so the browser fetches one file for both.
 */

/** The widths the server makes from a product's original. */
export const PRODUCT_IMAGE_VARIANTS = [400, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_VARIANTS)[number];
/** The widest an original is kept. */
export const PRODUCT_IMAGE_MAX_WIDTH = 1600;

/** A product image: its 400 or 800 px variant, or the original (up to 1600 px). */
export const productImageUrl = (file: string, width?: ProductImageWidth) =>
  width
    ? `/image/products/w${width}/${encodeURIComponent(file)}`
    : `/image/products/${encodeURIComponent(file)}`;

/** Every size of a product image, for `srcset`: the browser picks by slot width and density. */
export const productImageSrcSet = (file: string) =>
  [
    ...PRODUCT_IMAGE_VARIANTS.map((w) => `${productImageUrl(file, w)} ${w}w`),
    `${productImageUrl(file)} ${PRODUCT_IMAGE_MAX_WIDTH}w`,
  ].join(', ');

/** How wide the product page shows its main image (the `sizes` attribute). */
export const PRODUCT_PAGE_IMAGE_SIZES =
  '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';
