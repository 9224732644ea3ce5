/** The owner's content: blog posts, contact messages, newsletter subscribers and review moderation. */
import { adminBlogPostSchema, type AdminBlogPostInput } from '@shop/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  blogPosts,
  contactMessages,
  newsletterSubscribers,
  products,
  reviews,
  users,
} from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import sharp from 'sharp';
import { saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { csvCell } from '../../lib/csv';
import { isUuid } from '../../lib/ids';
import { refreshProductRating } from '../reviews';
import { slugify } from './slugify';

const escapeXml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain branded cover until the owner uploads one, so a new post never shows a broken image. */
async function defaultCover(title: string): Promise<Buffer> {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="96" y="${260 + i * 78}" font-family="DejaVu Serif, serif" font-size="64" fill="#263629">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#f5efe4"/><circle cx="1040" cy="120" r="220" fill="#e1ebe3"/><rect x="96" y="170" width="80" height="6" fill="#c0714f"/>${text}<text x="96" y="560" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="6" fill="#4a6a55">MINDFUL MARKS JOURNAL</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

const readTime = (content: string) =>
  `${Math.max(1, Math.round(content.split(/\s+/).length / 200))} min read`;

export function createAdminContent({
  db,
  storage,
  onChange = () => {},
}: {
  db: Db;
  storage: Storage;
  onChange?: () => void;
}) {
  async function requirePost(id: string) {
    const [post] = isUuid(id) ? await db.select().from(blogPosts).where(eq(blogPosts.id, id)) : [];
    if (!post) throw new NotFoundError('Post not found');
    return post;
  }

  return {
    listPosts: () =>
      db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          category: blogPosts.category,
          published: blogPosts.published,
          publishedAt: blogPosts.publishedAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .orderBy(desc(blogPosts.updatedAt)),
    getPost: requirePost,

    async createPost(input: AdminBlogPostInput) {
      const p = adminBlogPostSchema.parse(input);
      const slug = `${slugify(p.title)}-${randomBytes(2).toString('hex')}`;
      const [image] = await saveImages(storage, 'blogs', slug.slice(0, 40), [
        await defaultCover(p.title),
      ]);
      const [row] = await db
        .insert(blogPosts)
        .values({
          ...p,
          slug,
          image: image!,
          readTime: readTime(p.content),
          publishedAt: new Date(),
        })
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      return row!;
    },

    async updatePost(id: string, input: AdminBlogPostInput) {
      const before = await requirePost(id);
      const p = adminBlogPostSchema.parse(input);
      await db
        .update(blogPosts)
        .set({
          ...p,
          readTime: readTime(p.content),
          updatedAt: new Date(),
          ...(p.published && !before.published && { publishedAt: new Date() }),
        })
        .where(eq(blogPosts.id, id));
    },

    async setCover(id: string, file: Buffer) {
      const post = await requirePost(id);
      if (!sniffImage(file))
        throw new BadRequestError('Only JPEG, PNG, WebP or GIF images can be uploaded');
      const { data } = await toWebp(file, 1200).catch(() => {
        throw new BadRequestError('This image could not be read');
      });
      const [name] = await saveImages(storage, 'blogs', post.slug.slice(0, 40), [data]);
      await db
        .update(blogPosts)
        .set({ image: name!, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
      return { image: name! };
    },

    listMessages: () =>
      db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(200),
    async setMessageRead(id: string, read: boolean) {
      const [row] = isUuid(id)
        ? await db
            .update(contactMessages)
            .set({ read })
            .where(eq(contactMessages.id, id))
            .returning({ id: contactMessages.id })
        : [];
      if (!row) throw new NotFoundError('Message not found');
    },

    /** Confirmed, current subscribers: the only addresses letters may go to. */
    listSubscribers: () =>
      db
        .select({
          email: newsletterSubscribers.email,
          subscribedAt: newsletterSubscribers.subscribedAt,
        })
        .from(newsletterSubscribers)
        .where(
          and(
            isNull(newsletterSubscribers.unsubscribedAt),
            isNotNull(newsletterSubscribers.confirmedAt),
          ),
        )
        .orderBy(desc(newsletterSubscribers.subscribedAt)),
    /**
     * Every confirmed address with its proof of consent (when, where, from which IP, when and from
     * which IP confirmed) and, for those who left, when and from which IP they unsubscribed.
     * Addresses never confirmed are not exported.
     */
    async subscribersCsv() {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(isNotNull(newsletterSubscribers.confirmedAt))
        .orderBy(desc(newsletterSubscribers.subscribedAt));
      const iso = (d: Date | null) => (d ? d.toISOString() : '');
      // Cells that a spreadsheet would run as formulas are neutralised.
      return (
        [
          'email,status,subscribed_at,source,consent_ip,confirmed_at,confirm_ip,unsubscribed_at,unsubscribe_ip',
          ...rows.map((r) =>
            [
              csvCell(r.email),
              r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
              iso(r.subscribedAt),
              csvCell(r.consentSource),
              csvCell(r.consentIp ?? ''),
              iso(r.confirmedAt),
              csvCell(r.confirmIp ?? ''),
              iso(r.unsubscribedAt),
              csvCell(r.unsubscribeIp ?? ''),
            ].join(','),
          ),
        ].join('\r\n') + '\r\n'
      );
    },

    listReviews: () =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          title: reviews.title,
          comment: reviews.comment,
          hidden: reviews.hidden,
          createdAt: reviews.createdAt,
          product: products.title,
          productId: products.id,
          author: users.name,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .orderBy(desc(reviews.createdAt))
        .limit(200),
    async setReviewHidden(id: string, hidden: boolean) {
      const [row] = isUuid(id)
        ? await db
            .update(reviews)
            .set({ hidden })
            .where(eq(reviews.id, id))
            .returning({ productId: reviews.productId })
        : [];
      if (!row) throw new NotFoundError('Review not found');
      await refreshProductRating(db, row.productId);
      onChange();
    },

    unreadCount: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(contactMessages)
          .where(eq(contactMessages.read, false))
      )[0]?.n ?? 0,
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
