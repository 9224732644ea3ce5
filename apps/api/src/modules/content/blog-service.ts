/** Blog posts: the list (without bodies) and one post by slug or id. */
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

type Row = typeof blogPosts.$inferSelect;

/** A post as listed: everything but its content. */
function toPost(row: Row) {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    authorBio: row.authorBio,
    tags: row.tags,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    publishedDate: row.publishedAt.toISOString(),
    readTime: row.readTime,
  };
}

export function createBlogService(db: Db) {
  return {
    async listPosts() {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.publishedAt));
      return rows.map((r) => toPost(r));
    },
    async getPost(slugOrId: string) {
      const key = isUuid(slugOrId)
        ? or(eq(blogPosts.id, slugOrId), eq(blogPosts.slug, slugOrId))
        : eq(blogPosts.slug, slugOrId.toLowerCase());
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(key, eq(blogPosts.published, true)))
        .limit(1);
      if (!row) throw new NotFoundError('Article not found');
      return { ...toPost(row), content: row.content };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
