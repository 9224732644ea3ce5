/**
 * Title, description and Open Graph tags for the HTML of shareable pages, so links preview well
 * before any script runs.
 */
import {
  DEFAULT_SHOP_CURRENCY,
  matchStorefrontRoute,
  PAGE_MODULES_META,
  PRODUCT_PAGE_IMAGE_SIZES,
  productImageSrcSet,
  productImageUrl,
  type Product,
} from '@shop/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { hasBrokenText } from '../lib/clean-text';
import { isUuid } from '../lib/ids';
import { productJsonLd } from './product-json-ld';

export type PageMeta = {
  title: string;
  description: string;
  image?: string;
  type: string;
  status: number;
  /** schema.org data for search engines (Product, BlogPosting). */
  jsonLd?: Record<string, unknown>;
  /** The page's main image file, fetched early in the size the page will pick (LCP). */
  preloadImage?: string;
  /** The script chunks the page needs, listed for the entry to preload after the first paint. */
  modulePreloads?: string[];
};

const SHOP = 'Mindful Marks';
const DEFAULT_DESCRIPTION =
  'Mindful-living journals, habit trackers, planners and posters, designed in India and shipped worldwide.';

/** The decoded path segment, or null when it cannot name a page (bad escapes, NUL, lone surrogates). */
function pathKey(segment: string): string | null {
  try {
    const key = decodeURIComponent(segment);
    return hasBrokenText(key) ? null : key;
  } catch {
    return null;
  }
}

const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The one catalogue call the pages make (plugins sit below the modules). */
export type ProductLookup = { getProduct(idOrSlug: string): Promise<Product> };

export async function resolvePageMeta(
  pathname: string,
  deps: { db: Db; catalog: ProductLookup; shopCurrency?: string },
  /** The product page's `?variant=`, whose picture the page opens on. */
  variantId?: string | null,
): Promise<PageMeta> {
  const base: PageMeta = {
    title: `${SHOP} — Journals, Trackers, Planners & Posters`,
    description: DEFAULT_DESCRIPTION,
    type: 'website',
    status: 200,
  };
  // Only the storefront's own pages are 200s; anything else gets the Page Not Found status.
  if (matchStorefrontRoute(pathname) === null)
    return { ...base, title: `Page Not Found | ${SHOP}`, status: 404 };

  const product = pathname.match(/^\/products\/([^/]+)\/?$/);
  if (product) {
    const id = pathKey(product[1]!);
    if (id === null) return { ...base, title: `Product Not Found | ${SHOP}`, status: 404 };
    try {
      const p = await deps.catalog.getProduct(id);
      const image = p.image[0] ? productImageUrl(p.image[0]) : undefined;
      const jsonLd = productJsonLd(p, {
        shop: SHOP,
        currency: deps.shopCurrency ?? DEFAULT_SHOP_CURRENCY,
      });
      // The picture the page opens on: the chosen variant's first, else the product's.
      const chosen = p.variants?.find((v) => v._id === variantId)?.images[0];
      return {
        title: `${p.title} | ${SHOP}`,
        description: truncate(p.description, 160),
        image,
        type: 'product',
        status: 200,
        jsonLd,
        preloadImage: chosen ?? p.image[0],
      };
    } catch {
      return { ...base, title: `Product Not Found | ${SHOP}`, status: 404 };
    }
  }

  const post = pathname.match(/^\/blog\/([^/]+)\/?$/);
  if (post) {
    const key = pathKey(post[1]!);
    if (key === null) return { ...base, title: `Article Not Found | ${SHOP}`, status: 404 };
    const match = isUuid(key)
      ? or(eq(blogPosts.slug, key), eq(blogPosts.id, key))
      : eq(blogPosts.slug, key);
    const [row] = await deps.db
      .select({
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        image: blogPosts.image,
        author: blogPosts.author,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(and(match, eq(blogPosts.published, true)))
      .limit(1);
    if (!row) return { ...base, title: `Article Not Found | ${SHOP}`, status: 404 };
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: row.title,
      description: row.excerpt,
      image: `/image/blogs/${row.image}`,
      author: { '@type': 'Person', name: row.author },
      publisher: { '@type': 'Organization', name: SHOP },
      datePublished: row.publishedAt.toISOString(),
      dateModified: row.updatedAt.toISOString(),
    };
    return {
      title: `${row.title} | ${SHOP}`,
      description: truncate(row.excerpt, 160),
      image: `/image/blogs/${row.image}`,
      type: 'article',
      status: 200,
      jsonLd,
    };
  }
  return base;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Absolute addresses for every image path and `url` in the JSON-LD; `<` escaped so it cannot end
 * the script.
 */
function jsonLdScript(data: Record<string, unknown>, url: string): string {
  const absolute = (v: unknown, key = ''): unknown =>
    typeof v === 'string' && (v.startsWith('/image/') || (key === 'url' && v.startsWith('/')))
      ? new URL(v, url).href
      : Array.isArray(v)
        ? v.map((x) => absolute(x))
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, absolute(x, k)]))
          : v;
  return `<script type="application/ld+json">${JSON.stringify(absolute(data)).replace(/</g, '\\u003c')}</script>`;
}

/** Puts the page's meta into index.html in place of the default title and the head marker. */
export function renderHead(html: string, meta: PageMeta, url: string): string {
  const tags = [
    meta.status === 200
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SHOP}" />`,
    meta.image
      ? `<meta property="og:image" content="${escapeHtml(new URL(meta.image, url).href)}" />`
      : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.jsonLd ? jsonLdScript(meta.jsonLd, url) : '',
    meta.preloadImage
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(productImageSrcSet(meta.preloadImage))}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high" />`
      : '',
    meta.modulePreloads?.length
      ? `<meta name="${PAGE_MODULES_META}" content="${escapeHtml(meta.modulePreloads.join(' '))}" />`
      : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('<!--app-head-->', tags.join('\n    '));
}
