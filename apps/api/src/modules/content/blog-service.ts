/** Blog posts: the list (without bodies) and one post by slug or id, with the products it names. */
import { findProductMentions, type Product } from '@shop/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, products } from '../../db/schema';
import type { CacheBus } from '../../lib/cache-bus';
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

type Deps = {
  /** The catalogue's products by id, as the shop lists them. */
  productsById?: (ids: string[]) => Promise<Product[]>;
  cacheBus?: CacheBus;
};

export function createBlogService(db: Db, { productsById, cacheBus }: Deps = {}) {
  // The titles posts may name, read once and again after any catalogue change.
  let titles: Promise<{ id: string; title: string }[]> | null = null;
  cacheBus?.subscribe('catalog', () => (titles = null));
  const productTitles = () =>
    (titles ??= db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.active, true))
      .catch((err: unknown) => {
        titles = null;
        throw err;
      }));

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
      const mentions = productsById ? findProductMentions(row.content, await productTitles()) : [];
      const found = mentions.length ? await productsById!(mentions.map((m) => m.id)) : [];
      const byId = new Map(found.map((p) => [p._id, p]));
      return {
        ...toPost(row),
        content: row.content,
        mentions,
        // In the order the post names them.
        products: mentions.flatMap((m) => byId.get(m.id) ?? []),
      };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
