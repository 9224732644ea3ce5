/** Blog posts, contact messages and newsletter subscribers. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    authorBio: text('author_bio').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    image: text('image').notNull(),
    content: text('content').notNull(),
    readTime: text('read_time').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.published, t.publishedAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * Double opt-in (issue 17): the sign-up mail carries a link with this token (its SHA-256 is
     * stored); following it confirms. Only confirmed addresses receive letters or are exported.
     */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Proof of consent: where the address was given, from which IP, and the confirming IP. */
    consentSource: text('consent_source').notNull().default('footer'),
    consentIp: text('consent_ip'),
    confirmIp: text('confirm_ip'),
    unsubscribeIp: text('unsubscribe_ip'),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_token_idx').on(t.unsubscribeToken),
    uniqueIndex('newsletter_confirm_idx').on(t.confirmTokenHash),
  ],
);
