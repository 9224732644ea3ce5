/** Synthetic catalogue rows for benchmarks (search and listing over ~100,000 products). */
import { CATEGORIES, type CategorySlug } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../client';
import {
  categories,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '../schema';
import { SEED_GST_RATES, type SeedHsnCode } from './gst-rates';
import { PRODUCT_IMAGE_SIZE, planProductImages } from './images';
import { SEED_PRODUCTS } from './product-data';
import { between, pick, pickSome, syntheticVariants } from './synthetic-variants';
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
    col(products.options, 'jsonb', 'options', (v) => JSON.stringify(v)),
    col(products.hsnCode, 'text', 'hsnCode'),
    col(products.taxPercent, 'int', 'taxPercent'),
    col(products.discountPercent, 'int', 'discountPercent'),
    col(products.shippingCostCents, 'int', 'shippingCostCents'),
    col(products.createdAt, 'timestamptz', 'createdAt', (v) => v.toISOString()),
    col(products.updatedAt, 'timestamptz', 'createdAt', (v) => v.toISOString()),
  ]);
}

/** Every variant of the rows, in one statement like the products. */
function variantsInsert(rows: SyntheticProduct[]): SQL {
  const all = rows.flatMap((r) => r.variants.map((v) => ({ ...v, productId: r.id })));
  const col = (column: PgColumn, type: string, values: unknown[]) => ({ column, type, values });
  return insertByUnnest(productVariants, [
    col(
      productVariants.productId,
      'uuid',
      all.map((v) => v.productId),
    ),
    col(
      productVariants.sku,
      'text',
      all.map((v) => v.sku),
    ),
    col(
      productVariants.position,
      'int',
      all.map((v) => v.position),
    ),
    col(
      productVariants.optionValues,
      'jsonb',
      all.map((v) => JSON.stringify(v.optionValues)),
    ),
    col(
      productVariants.priceCents,
      'int',
      all.map((v) => v.priceCents),
    ),
    col(
      productVariants.salePriceCents,
      'int',
      all.map((v) => v.salePriceCents),
    ),
    col(
      productVariants.countInStock,
      'int',
      all.map((v) => v.countInStock),
    ),
  ]);
}

/** The option values the variants sell, as syncProductFacts keeps them for the option facets. */
function optionValuesInsert(rows: SyntheticProduct[]): SQL {
  const all = rows.flatMap((r) =>
    r.options.flatMap((o) => o.values.map((value) => ({ id: r.id, name: o.name, value }))),
  );
  return insertByUnnest(productOptionValues, [
    { column: productOptionValues.productId, type: 'uuid', values: all.map((v) => v.id) },
    { column: productOptionValues.name, type: 'text', values: all.map((v) => v.name) },
    { column: productOptionValues.value, type: 'text', values: all.map((v) => v.value) },
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
  const slug = `synthetic-${n}-${runToken}`;
  const { options, variants } = syntheticVariants(
    categorySlug,
    slug,
    rupees * 100,
    onSale ? saleRupees * 100 : null,
  );
  // The product's prices and stock are its variants' (variant-facts.ts): the cheapest, the sum.
  const cheapest = variants.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return {
    id: randomUUID(),
    slug,
    title,
    description,
    categorySlug,
    priceCents: cheapest.priceCents,
    salePriceCents: cheapest.salePriceCents,
    countInStock: variants.reduce((sum, v) => sum + v.countInStock, 0),
    options,
    variants,
    features: pickSome(words.FEATURES, 4),
    specifications: { colors: options[0]!.values, Size: pick(words.SIZES) },
    hsnCode,
    taxPercent: SEED_GST_RATES[hsnCode],
    discountPercent: 0,
    shippingCostCents: pick([0, 49, 79, 99]) * 100,
    createdAt,
  };
}

/**
 * Adds `count` synthetic products (slug `synthetic-{n}-{run}`), each with one picture row and
 * about four variants (options, SKUs, option values), in batches of multi-row inserts. Needs the seeded categories; call seedIfEmpty first.
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
      await tx.execute(variantsInsert(rows));
      await tx.execute(optionValuesInsert(rows));
    });
    onProgress?.(start + size);
  }
}
