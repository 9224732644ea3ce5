/** Addresses of images served by the API (spec section 7); product images live in shared. */
export { productImageSrcSet, productImageUrl, type ProductImageWidth } from '@shop/shared';

export const blogImageUrl = (file: string) => `/image/blogs/${encodeURIComponent(file)}`;
export const reviewImageUrl = (file: string) => `/image/reviews/${encodeURIComponent(file)}`;
