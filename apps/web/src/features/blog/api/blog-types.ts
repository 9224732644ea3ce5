/** Blog posts as the API sends them (spec section 3 'Blog post'); the list leaves out `content`. */
export type { BlogPost, BlogPostSummary } from '@shop/shared';

/** Served blog images are 1200 x 630 (the Open Graph size); used for width/height to avoid layout shift. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
