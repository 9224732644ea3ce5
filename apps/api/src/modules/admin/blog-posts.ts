/** The owner's blog posts: list, read, write, edit and give a cover. */
import { adminBlogPostSchema, type AdminBlogPostInput } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { defaultCover } from './post-cover';
import { slugify } from './slugify';

const readTime = (content: string) =>
  `${Math.max(1, Math.round(content.split(/\s+/).length / 200))} min read`;

export function createBlogPosts({ db, storage }: { db: Db; storage: Storage }) {
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
  };
}
