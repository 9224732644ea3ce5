/** Synthetic catalogue rows for benchmarks (search and listing over ~100,000 products). */
import { CATEGORIES, type CategorySlug } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { categories, productImages, products } from '../schema';
import { PRODUCT_IMAGE_SIZE, planProductImages } from './images';
import { SEED_PRODUCTS } from './product-data';
import * as words from './synthetic-words';

const BATCH_SIZE = 1000;

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
  // Prices on 50-cent steps between $8 and $60, like the real catalogue.
  const priceCents = between(16, 120) * 50;
  // A sale needs room below the price while staying at or above the $8 floor.
  const onSale = priceCents >= 1000 && Math.random() < 0.3;
  const createdAt = new Date(Date.now() - between(0, 365 * 24) * 3_600_000);
  return {
    id: randomUUID(),
    slug: `synthetic-${n}-${runToken}`,
    title,
    description,
    categorySlug,
    priceCents,
    salePriceCents: onSale
      ? Math.max(800, Math.round((priceCents * between(70, 90)) / 5000) * 50)
      : null,
    countInStock: Math.random() < 0.08 ? 0 : between(5, 120),
    features: pickSome(words.FEATURES, 4),
    specifications: { colors: pickSome(words.COLORS, between(1, 3)), Size: pick(words.SIZES) },
    taxPercent: pick([5, 12, 18]),
    discountPercent: pick([0, 0, 5, 10]),
    shippingCostCents: pick([0, 99, 149, 199, 249, 299, 399, 599]),
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
