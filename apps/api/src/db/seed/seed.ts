/** First-start seeding: categories, the demo catalogue with its pictures, and blog posts. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../integrations/storage';
import type { Db } from '../client';
import {
  blogPosts,
  categories,
  gstRates,
  productImages,
  products,
  productVariants,
} from '../schema';
import { syncProductFacts } from '../variant-facts';
import { SEED_BLOG_POSTS } from './blog-data';
import { SEED_CATEGORIES } from './categories';
import { SEED_EXTRA_GST_RATES, SEED_GST_RATES } from './gst-rates';
import {
  blogImageFileName,
  generateSeedImages,
  planProductImages,
  type GenerateResult,
} from './images';
import { SEED_PRODUCTS } from './product-data';
import { seedVariants } from './seed-variants';

export { seedSyntheticProducts } from './synthetic-products';

/** Any fixed number: it names the advisory lock that serialises seeding across API instances. */
const SEED_LOCK_KEY = 4_207_311;
const HOUR_MS = 3_600_000;

export type SeedOptions = { log?: (msg: string) => void } & (
  | { storage: Storage; images?: true }
  /** Skips writing pictures (tests); the product_images rows are inserted anyway. */
  | { images: false }
);

/** Spreads creation dates over past weeks so "newest first" has a meaningful, stable order. */
function pastDate(stepsAgo: number, stepHours: number): Date {
  return new Date(Date.now() - stepsAgo * stepHours * HOUR_MS);
}

async function insertCatalogue(tx: Db): Promise<void> {
  await tx.insert(categories).values(SEED_CATEGORIES).onConflictDoNothing();
  await tx
    .insert(gstRates)
    .values(
      SEED_EXTRA_GST_RATES.map(({ hsnCode, description }) => ({
        hsnCode,
        ratePercent: SEED_GST_RATES[hsnCode],
        description,
      })),
    )
    .onConflictDoNothing();

  const total = SEED_PRODUCTS.length;
  const rows = SEED_PRODUCTS.map(({ theme: _theme, salePriceCents, ...product }, i) => {
    const createdAt = pastDate(total - i, 30);
    return {
      ...product,
      salePriceCents: salePriceCents ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx
    .insert(products)
    .values(rows)
    .returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));

  const images = SEED_PRODUCTS.flatMap((product) => {
    const productId = idBySlug.get(product.slug);
    if (!productId) throw new Error(`Seed product ${product.slug} was not inserted`);
    return planProductImages(product).map(({ view: _view, ...image }) => ({ ...image, productId }));
  });
  await tx.insert(productImages).values(images);

  for (const product of SEED_PRODUCTS) {
    const productId = idBySlug.get(product.slug)!;
    const files = planProductImages(product).map((image) => image.fileName);
    const { options, variants } = seedVariants(product, files);
    await tx.update(products).set({ options }).where(eq(products.id, productId));
    await tx.insert(productVariants).values(variants.map((v) => ({ ...v, productId })));
  }
  await syncProductFacts(tx, [...idBySlug.values()]);

  const posts = SEED_BLOG_POSTS.map(({ theme: _theme, ...post }) => ({
    ...post,
    image: blogImageFileName(post.slug),
    createdAt: post.publishedAt,
    updatedAt: post.publishedAt,
  }));
  await tx.insert(blogPosts).values(posts).onConflictDoNothing();
}

/**
 * Seeds an empty catalogue and returns true; returns false when products already exist.
 * Safe when several instances start at once: the check and the inserts run under one lock.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return false;
    await insertCatalogue(tx);
    return true;
  });
  if (!seeded) return false;
  opts.log?.(`Seeded ${SEED_PRODUCTS.length} products and ${SEED_BLOG_POSTS.length} blog posts`);
  if (opts.images !== false) await generateSeedImages(opts.storage, { log: opts.log });
  return true;
}

/**
 * Re-creates missing seed pictures, e.g. a kept database with a wiped images folder, a new
 * bucket, or a first start that stopped mid-way. Checking ~110 keys is cheap; only missing ones
 * are rendered.
 */
export async function ensureImages(
  db: Db,
  storage: Storage,
  log?: (msg: string) => void,
): Promise<GenerateResult | null> {
  const seededSlugs = SEED_PRODUCTS.map((p) => p.slug);
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.slug, seededSlugs))
    .limit(1);
  // A catalogue that never held the seed products has no use for their pictures.
  if (found.length === 0) return null;
  return generateSeedImages(storage, { log });
}
