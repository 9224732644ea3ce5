/** Blog posts as the API sends them (spec section 3 'Blog post'); the list leaves out `content`. */
export type BlogPostSummary = {
  _id: string;
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  authorBio: string;
  tags: string[];
  /** File name under /image/blogs/ (1200 x 630 WebP). */
  image: string;
  createdAt: string;
  publishedDate: string;
  readTime: string;
};

export type BlogPost = BlogPostSummary & { content: string };

/** Served blog images are 1200 x 630 (the Open Graph size); used for width/height to avoid layout shift. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
