/** sitemap.xml from the database: static pages, every product and every published post. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, products } from '../../db/schema';

const STATIC_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/blog',
  '/shipping',
  '/returns',
  '/terms',
  '/privacy',
];
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function renderSitemap(db: Db, publicUrl: string): Promise<string> {
  const [productRows, postRows] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true)),
  ]);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((p) => url(p)),
    ...productRows.map((p) => url(`/products/${p.id}`, p.updatedAt)),
    ...postRows.map((p) => url(`/blog/${p.slug}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
