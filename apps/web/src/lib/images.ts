/** Addresses of images served by the API (spec section 7). */
export const productImageUrl = (file: string) => `/image/products/${encodeURIComponent(file)}`;
export const blogImageUrl = (file: string) => `/image/blogs/${encodeURIComponent(file)}`;
export const reviewImageUrl = (file: string) => `/image/reviews/${encodeURIComponent(file)}`;
