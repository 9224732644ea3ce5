/**
 * GET /api/admin/products/export.csv: every product with its variants and images as Shopify's
 * product CSV (record 039), read in batches of products by handle, written as it is read.
 */
import { categoryName, fromMinor, type CategorySlug } from '@shop/shared';
import { asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { descriptionToHtml } from './body-html';
import {
  CSV_COLUMNS,
  DEFAULT_OPTION,
  OPTION_COLUMNS,
  ownImageUrl,
  type CsvRow,
} from './csv-columns';

const BATCH = 200;

type Product = typeof products.$inferSelect;
type Variant = typeof productVariants.$inferSelect;
type Image = typeof productImages.$inferSelect;

const money = (minor: number) => fromMinor(minor).toFixed(2);
const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/** Shopify's pair: the price paid, and the MRP as "compare at" while on sale. */
export function variantPrices(v: Pick<Variant, 'priceCents' | 'salePriceCents'>) {
  const onSale = v.salePriceCents !== null && v.salePriceCents < v.priceCents;
  return {
    'Variant Price': money(onSale ? v.salePriceCents! : v.priceCents),
    'Variant Compare At Price': onSale ? money(v.priceCents) : '',
  };
}

function productFields(p: Product): CsvRow {
  const row: CsvRow = {
    Title: p.title,
    'Body (HTML)': descriptionToHtml(p.description),
    Type: categoryName(p.categorySlug as CategorySlug),
    Published: bool(p.active),
    'HSN Code': p.hsnCode,
  };
  if (p.options.length === 0) row['Option1 Name'] = DEFAULT_OPTION.name;
  p.options.forEach((option, i) => (row[OPTION_COLUMNS[i]!.name] = option.name));
  return row;
}

function variantFields(p: Product, v: Variant): CsvRow {
  const row: CsvRow = {
    'Variant SKU': v.sku,
    'Variant Grams': v.weightGrams === null ? '' : String(v.weightGrams),
    'Variant Inventory Qty': String(v.countInStock),
    ...variantPrices(v),
    'Variant Barcode': v.barcode,
    'Variant Active': bool(v.active),
  };
  if (p.options.length === 0) row['Option1 Value'] = DEFAULT_OPTION.value;
  p.options.forEach((o, i) => (row[OPTION_COLUMNS[i]!.value] = v.optionValues[o.name] ?? ''));
  return row;
}

/** A product's rows: the first with its fields, then one per further variant or image. */
export function productRows(p: Product, variants: Variant[], images: Image[], publicUrl: string) {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(variants.length, images.length, 1); i++) {
    const image = images[i];
    const row: CsvRow = {
      Handle: p.slug,
      ...(i === 0 && productFields(p)),
      ...(variants[i] && variantFields(p, variants[i]!)),
      ...(image && {
        'Image Src': ownImageUrl(publicUrl, image.fileName),
        'Image Position': String(i + 1),
        'Image Alt Text': image.alt,
      }),
    };
    lines.push(csvRow(CSV_COLUMNS.map((column) => row[column] ?? '')));
  }
  return lines.join('\r\n') + '\r\n';
}

const groupBy = <T extends { productId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
};

/** The whole catalogue as CSV text chunks, a batch of products at a time. */
export async function* exportCatalogue(db: Db, publicUrl: string): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(',') + '\r\n';
  let after = '';
  for (;;) {
    const batch = await db
      .select()
      .from(products)
      .where(gt(products.slug, after))
      .orderBy(asc(products.slug))
      .limit(BATCH);
    if (batch.length === 0) return;
    const ids = batch.map((p) => p.id);
    const [variants, images] = await Promise.all([
      db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position), asc(productVariants.createdAt)),
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.id)),
    ]);
    const variantsOf = groupBy(variants);
    const imagesOf = groupBy(images);
    yield batch
      .map((p) => productRows(p, variantsOf.get(p.id) ?? [], imagesOf.get(p.id) ?? [], publicUrl))
      .join('');
    after = batch[batch.length - 1]!.slug;
  }
}
