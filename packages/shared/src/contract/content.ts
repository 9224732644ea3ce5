/** Responses of the blog (spec section 3 'Blog post'); the list leaves out `content`. */
import { z } from 'zod';
import { productSchema } from '../product';
import type { Wire } from './common';

export const blogPostSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  authorBio: z.string(),
  tags: z.array(z.string()),
  /** File name under /image/blogs/ (1200 x 630 WebP). */
  image: z.string(),
  createdAt: z.string(),
  publishedDate: z.string(),
  readTime: z.string(),
});
export type BlogPostSummary = Wire<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  /** The products the content names (each once, first mention first) and the name it used. */
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Those products, as the shop lists them (archived ones left out). */
  products: z.array(productSchema),
});
export type BlogPost = Wire<typeof blogPostSchema>;

export const blogListResponse = z.object({
  success: z.literal(true),
  blogs: z.array(blogPostSummarySchema),
});
export type BlogListResponse = Wire<typeof blogListResponse>;

export const blogResponse = z.object({ success: z.literal(true), blog: blogPostSchema });
export type BlogResponse = Wire<typeof blogResponse>;
