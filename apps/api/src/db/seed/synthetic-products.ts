/** Synthetic catalogue rows for benchmarks (search and listing over ~100,000 products). */
import { CATEGORIES, type CategorySlug } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { categories, productImages, products } from '../schema';
import { SEED_GST_RATES, type SeedHsnCode } from './gst-rates';
import { PRODUCT_IMAGE_SIZE, planProductImages } from './images';
import { SEED_PRODUCTS } from './product-data';
import * as words from './synthetic-words';

const BATCH_SIZE = 1000;

/** Whole-rupee prices (paise) as an Indian brand sets them, per category, like the real catalogue. */
const RUPEE_PRICES: Record<CategorySlug, readonly number[]> = {
  trackers: [499, 549, 599, 649, 699, 799, 899],
  planners: [999, 1199, 1299, 1499, 1799, 1999, 2499],
  posters: [499, 599, 649, 699, 799, 899, 999],
  journals: [999, 1099, 1199, 1299, 1499],
  accessories: [349, 399, 449, 499, 549, 599, 799],
};
/** The lowest price the catalogue sells at (stickers, bookmarks), in rupees. */
const FLOOR_RUPEES = 349;
const HSN_OF: Record<CategorySlug, readonly SeedHsnCode[]> = {
  trackers: ['4820'],
  planners: ['4820'],
  posters: ['4911'],
  journals: ['4820', '482020'],
  accessories: ['4821', '4823'],
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function pickSome<T>(list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
  return [...chosen];
}

/** Synthetic products reuse the seed pictures of their category: no new files are written. */
function imagesByCategory(): Record<CategorySlug, string[]> {
  const map = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<
    CategorySlug,
    string[]
  >;
  for (const product of SEED_PRODUCTS) {
    const first = planProductImages(product)[0];
    if (first) map[product.categorySlug].push(first.fileName);
  }
  return map;
}

type ColumnValues = { column: PgColumn; type: string; values: unknown[] };

/**
 * One array parameter per column, expanded by unnest. A 1,000-row VALUES list means ~15,000
 * parameters to bind and parse per statement; this cut 100,000 rows on PGlite from ~85 s to ~40 s.
 */
function insertByUnnest(table: PgTable, columns: ColumnValues[]): SQL {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param(c.values)}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${arrays})`;
}

function productsInsert(rows: SyntheticProduct[]): SQL {
  const col = <K extends keyof SyntheticProduct>(
    column: PgColumn,
    type: string,
    key: K,
    map = (v: SyntheticProduct[K]): unknown => v,
  ) => ({
    column,
    type,
    values: rows.map((r) => map(r[key])),
  });
  return insertByUnnest(products, [
    col(products.id, 'uuid', 'id'),
    col(products.slug, 'text', 'slug'),
    col(products.title, 'text', 'title'),
    col(products.description, 'text', 'description'),
    col(products.categorySlug, 'text', 'categorySlug'),
    col(products.priceCents, 'int', 'priceCents'),
    col(products.salePriceCents, 'int', 'salePriceCents'),
    col(products.countInStock, 'int', 'countInStock'),
    col(products.features, 'jsonb', 'features', (v) => JSON.stringify(v)),
    col(products.specifications, 'jsonb', 'specifications', (v) => JSON.stringify(v)),
    col(products.hsnCode, 'text', 'hsnCode'),
    col(products.taxPercent, 'int', 'taxPercent'),
    col(products.discountPercent, 'int', 'discountPercent'),
    col(products.shippingCostCents, 'int', 'shippingCostCents'),
    col(products.createdAt, 'timestamptz', 'createdAt', (v) => v.toISOString()),
    col(products.updatedAt, 'timestamptz', 'createdAt', (v) => v.toISOString()),
  ]);
}

type SyntheticProduct = ReturnType<typeof syntheticProduct>;

function syntheticProduct(n: number, runToken: string) {
  const categorySlug = pick(CATEGORIES);
  const subject = pick(words.SUBJECTS[categorySlug]);
  const noun = pick(words.NOUNS[categorySlug]);
  const title = `${pick(words.ADJECTIVES)} ${subject} ${noun} — ${pick(words.EDITIONS)}`;
  const description = `A ${subject.toLowerCase()} ${noun.toLowerCase()} made for ${pick(words.PURPOSES)}. ${pick(words.DETAILS)} ${pick(words.DETAILS)}`;
  const rupees = pick(RUPEE_PRICES[categorySlug]);
  // A sale price ends in 49 or 99 (₹1,299 -> ₹999) and stays at or above the ₹349 floor.
  const saleRupees = Math.max(FLOOR_RUPEES, Math.floor((rupees * between(70, 90)) / 5000) * 50 - 1);
  const onSale = saleRupees < rupees && Math.random() < 0.3;
  const hsnCode = pick(HSN_OF[categorySlug]);
  const createdAt = new Date(Date.now() - between(0, 365 * 24) * 3_600_000);
  return {
    id: randomUUID(),
    slug: `synthetic-${n}-${runToken}`,
    title,
    description,
    categorySlug,
    priceCents: rupees * 100,
    salePriceCents: onSale ? saleRupees * 100 : null,
    countInStock: Math.random() < 0.08 ? 0 : between(5, 120),
    features: pickSome(words.FEATURES, 4),
    specifications: { colors: pickSome(words.COLORS, between(1, 3)), Size: pick(words.SIZES) },
    hsnCode,
    taxPercent: SEED_GST_RATES[hsnCode],
    discountPercent: 0,
    shippingCostCents: pick([0, 49, 79, 99]) * 100,
    createdAt,
  };
}

/**
 * Adds `count` synthetic products (slug `synthetic-{n}-{run}`), each with one picture row,
 * in batches of multi-row inserts. Needs the seeded categories; call seedIfEmpty first.
 */
export async function seedSyntheticProducts(
  db: Db,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const present = await db.select({ slug: categories.slug }).from(categories);
  if (present.length < CATEGORIES.length)
    throw new Error('Seed the catalogue before adding synthetic products');
  const pictures = imagesByCategory();
  // One token per run keeps slugs unique across repeated runs on the same database.
  const runToken = randomBytes(4).toString('hex');

  for (let start = 0; start < count; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - start);
    const rows = Array.from({ length: size }, (_, i) => syntheticProduct(start + i + 1, runToken));
    const images = insertByUnnest(productImages, [
      { column: productImages.productId, type: 'uuid', values: rows.map((r) => r.id) },
      {
        column: productImages.fileName,
        type: 'text',
        values: rows.map((r) => pick(pictures[r.categorySlug])),
      },
      { column: productImages.alt, type: 'text', values: rows.map((r) => r.title) },
      {
        column: productImages.width,
        type: 'int',
        values: rows.map(() => PRODUCT_IMAGE_SIZE.width),
      },
      {
        column: productImages.height,
        type: 'int',
        values: rows.map(() => PRODUCT_IMAGE_SIZE.height),
      },
    ]);
    await db.transaction(async (tx) => {
      await tx.execute(productsInsert(rows));
      await tx.execute(images);
    });
    onProgress?.(start + size);
  }
}
