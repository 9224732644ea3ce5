/** Addresses of images served by the API (spec section 7). */
/** A product image, or its 400 px wide variant (for cards and thumbnails). */
export const productImageUrl = (file: string, width?: 400) =>
  width
    ? `/image/products/w${width}/${encodeURIComponent(file)}`
    : `/image/products/${encodeURIComponent(file)}`;
export const blogImageUrl = (file: string) => `/image/blogs/${encodeURIComponent(file)}`;
export const reviewImageUrl = (file: string) => `/image/reviews/${encodeURIComponent(file)}`;
