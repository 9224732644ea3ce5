/** Responses of the back office's content: posts, contact messages, subscribers, reviews. */
import { z } from 'zod';
import { timestamp, type Wire } from './common';

const success = z.literal(true);

export const adminPostRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  published: z.boolean(),
  publishedAt: timestamp,
  updatedAt: timestamp,
});
export type AdminPostRow = Wire<typeof adminPostRowSchema>;

export const adminPostSchema = adminPostRowSchema.extend({
  excerpt: z.string(),
  author: z.string(),
  authorBio: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  content: z.string(),
  readTime: z.string(),
  createdAt: timestamp,
});
export type AdminPost = Wire<typeof adminPostSchema>;

export const adminPostListResponse = z.object({ success, posts: z.array(adminPostRowSchema) });
export const adminPostResponse = z.object({ success, post: adminPostSchema });
export const postCreatedResponse = z.object({ success, id: z.string(), slug: z.string() });
export const coverResponse = z.object({ success, image: z.string() });

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
});
export type ContactMessage = Wire<typeof contactMessageSchema>;
export const messagesResponse = z.object({ success, messages: z.array(contactMessageSchema) });

export const subscriberSchema = z.object({ email: z.string(), subscribedAt: timestamp });
export type Subscriber = Wire<typeof subscriberSchema>;
export const subscribersResponse = z.object({ success, subscribers: z.array(subscriberSchema) });

export const adminReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  hidden: z.boolean(),
  product: z.string(),
  productId: z.string(),
  author: z.string(),
  createdAt: timestamp,
});
export type AdminReview = Wire<typeof adminReviewSchema>;
export const adminReviewsResponse = z.object({ success, reviews: z.array(adminReviewSchema) });
