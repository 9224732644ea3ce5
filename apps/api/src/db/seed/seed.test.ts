import { asc, count, eq, like } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, GIFT_CARD_PRODUCT_SLUG } from '@shop/shared';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { openDatabase, type Database } from '../client';
import {
  blogPosts,
  categories,
  gstRates,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '../schema';
import { SEED_GST_RATES } from './gst-rates';
import { generateSeedImages, planProductImages } from './images';
import { SEED_PRODUCTS } from './product-data';
import { seedIfEmpty, seedSyntheticProducts } from './seed';

/** Whole rupees (paise % 100 = 0) from ₹349 to ₹2,499, a sale price below the price. */
function expectRupeePrices(p: { priceCents: number; salePriceCents: number | null }) {
  for (const paise of [p.priceCents, p.salePriceCents ?? p.priceCents]) {
    expect(paise % 100).toBe(0);
    expect(paise).toBeGreaterThanOrEqual(349_00);
    expect(paise).toBeLessThanOrEqual(2499_00);
  }
  if (p.salePriceCents !== null) expect(p.salePriceCents).toBeLessThan(p.priceCents);
}

describe('seedIfEmpty', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds a varied catalogue once', async () => {
    const { db } = database;
    expect(await seedIfEmpty(db, { images: false })).toBe(true);

    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const slugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    expect(slugs.sort()).toEqual([...CATEGORIES].sort());
    for (const category of CATEGORIES)
      expect(rows.some((p) => p.categorySlug === category)).toBe(true);
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(rows.some((p) => p.salePriceCents !== null && p.salePriceCents < p.priceCents)).toBe(
      true,
    );
    expect(rows.every((p) => p.salePriceCents === null || p.salePriceCents < p.priceCents)).toBe(
      true,
    );
    expect(rows.some((p) => p.countInStock === 0)).toBe(true);
    const rates = new Map(
      (await db.select().from(gstRates)).map((r) => [r.hsnCode, r.ratePercent] as const),
    );
    for (const p of rows) {
      expectRupeePrices(p);
      // GST included at its HSN code's rate, as gst_rates holds it; no anonymous discount.
      expect(p.taxPercent).toBe(rates.get(p.hsnCode));
      expect(p.discountPercent).toBe(0);
      // Every product comes in colours but the gift card, which comes in amounts (record 053).
      const colors = p.specifications.colors;
      expect(Array.isArray(colors) && colors.length > 0).toBe(p.slug !== GIFT_CARD_PRODUCT_SLUG);
    }
    const hsnOf = (slug: string) => rows.find((p) => p.slug === slug)?.hsnCode;
    expect(hsnOf('wheel-of-life-poster')).toBe('4911');
    expect(hsnOf('mindful-sticker-sheets-pack-of-6')).toBe('4821');
    expect(hsnOf('gratitude-journal-linen-edition')).toBe('4820');
    expect(hsnOf('washi-tape-set-earth-tones')).toBe('4823');

    const images = await db.select().from(productImages).orderBy(asc(productImages.position));
    for (const p of rows) {
      const own = images.filter((i) => i.productId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own[0]?.fileName).toBe(`${p.slug}-1.webp`);
      expect(own.every((i) => i.width === 1600 && i.height === 1600 && i.alt.length > 0)).toBe(
        true,
      );
    }

    const posts = await db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(post.content).toMatch(/^## /m);
      expect(post.content).toMatch(/^- /m);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
    }

    expect(await seedIfEmpty(db, { images: false })).toBe(false);
    const [after] = await db.select({ n: count() }).from(products);
    expect(after?.n).toBe(rows.length);
  });

  it('adds exactly the requested number of synthetic products, each with a seed picture', async () => {
    const { db } = database;
    const seedFiles = new Set(
      SEED_PRODUCTS.flatMap((p) => planProductImages(p).map((i) => i.fileName)),
    );
    await seedSyntheticProducts(db, 2000);
    const synthetic = like(products.slug, 'synthetic-%');
    const [added] = await db.select({ n: count() }).from(products).where(synthetic);
    expect(added?.n).toBe(2000);
    const pictures = await db
      .select({ fileName: productImages.fileName })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(synthetic);
    expect(pictures).toHaveLength(2000);
    expect(pictures.every((p) => seedFiles.has(p.fileName))).toBe(true);
    const rows = await db.select().from(products).where(synthetic);
    for (const p of rows) {
      expectRupeePrices(p);
      expect(p.taxPercent).toBe(SEED_GST_RATES[p.hsnCode as keyof typeof SEED_GST_RATES]);
      expect(p.discountPercent).toBe(0);
    }
    expect(rows.some((p) => p.salePriceCents !== null)).toBe(true);
    // About four variants each (record 042), the product priced and stocked from them.
    const variants = await db
      .select({
        productId: productVariants.productId,
        sku: productVariants.sku,
        price: productVariants.priceCents,
        stock: productVariants.countInStock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(synthetic);
    expect(variants.length / 2000).toBeGreaterThan(3.5);
    expect(variants.length / 2000).toBeLessThan(4.5);
    const product = rows[0]!;
    const own = variants.filter((v) => v.productId === product.id);
    expect(product.priceCents).toBe(Math.min(...own.map((v) => v.price)));
    expect(product.countInStock).toBe(own.reduce((sum, v) => sum + v.stock, 0));
    expect(own.length).toBe(product.options.reduce((n, o) => n * o.values.length, 1));
    const facts = await db
      .select({ name: productOptionValues.name, value: productOptionValues.value })
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, product.id));
    expect(facts).toHaveLength(product.options.reduce((n, o) => n + o.values.length, 0));
  });
});

describe('generateSeedImages', () => {
  it('renders a valid 1600×1600 WebP (zoomable) per planned picture and skips existing files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-render-'));
    const storage = createLocalStorage(dir);
    try {
      const product = SEED_PRODUCTS.find((p) => p.theme.imageCount === 4) ?? SEED_PRODUCTS[0]!;
      const first = await generateSeedImages(storage, { products: [product], posts: [] });
      expect(first.written).toBe(4);
      for (const image of planProductImages(product)) {
        const meta = await sharp(path.join(dir, 'products', image.fileName)).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      }
      const second = await generateSeedImages(storage, { products: [product], posts: [] });
      expect(second).toMatchObject({ written: 0, skipped: 4 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
