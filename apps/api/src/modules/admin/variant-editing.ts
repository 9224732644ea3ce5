/**
 * The option editor and variant grid (record 041): read a product's options and variants, and save
 * them at once. Stock is never set here: a count typed in the grid is a recorded adjustment
 * (variant-stock.ts), so a save cannot undo a sale made while the grid was open.
 */
import {
  COLOUR_OPTION,
  fromMinor,
  toMinor,
  variantGridInputSchema,
  type VariantGridInput,
} from '@shop/shared';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productImages, products, productVariants, stockAlerts } from '../../db/schema';
import { syncProductFacts } from '../../db/variant-facts';
import { BadRequestError } from '../../lib/errors';
import { requireProduct, type AdminProductsDeps } from './product-row';

type Grid = ReturnType<typeof variantGridInputSchema.parse>;
type Row = Grid['variants'][number];
type Problems = Record<string, string>;

/** Confirmed "Notify me" requests not yet mailed, per variant of the product. */
async function waitingOf(db: Db, productId: string) {
  const rows = await db
    .select({ variantId: stockAlerts.variantId, n: count() })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(
      and(
        eq(productVariants.productId, productId),
        isNotNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .groupBy(stockAlerts.variantId);
  return new Map(rows.map((r) => [r.variantId, r.n]));
}

export async function readVariants(db: Db, productId: string) {
  const product = await requireProduct(db, productId);
  const [rows, waiting] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
    waitingOf(db, productId),
  ]);
  return {
    options: product.options,
    variants: rows.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: v.optionValues,
      price: fromMinor(v.priceCents),
      salePrice: v.salePriceCents === null ? null : fromMinor(v.salePriceCents),
      countInStock: v.countInStock,
      weightGrams: v.weightGrams,
      barcode: v.barcode,
      active: v.active,
      images: v.imageFiles,
      waiting: waiting.get(v.id) ?? 0,
    })),
  };
}

/** What the schema cannot know: ids of this product, SKUs free in the shop, pictures it has. */
async function findProblems(tx: Tx, productId: string, grid: Grid): Promise<Problems> {
  const problems: Problems = {};
  const [own, images, taken] = await Promise.all([
    tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId)),
    tx
      .select({ file: productImages.fileName })
      .from(productImages)
      .where(eq(productImages.productId, productId)),
    tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          ne(productVariants.productId, productId),
          inArray(
            sql`lower(${productVariants.sku})`,
            grid.variants.map((v) => v.sku.toLowerCase()),
          ),
        ),
      ),
  ]);
  const ownIds = new Set(own.map((r) => r.id));
  const files = new Set(images.map((r) => r.file));
  const takenSkus = new Set(taken.map((r) => r.sku.toLowerCase()));
  grid.variants.forEach((row, i) => {
    if (row.id && !ownIds.has(row.id))
      problems[`variants.${i}.id`] = `Row ${i + 1} is not a variant of this product`;
    if (takenSkus.has(row.sku.toLowerCase()))
      problems[`variants.${i}.sku`] = `SKU ${row.sku} is already used by another product`;
    const stranger = row.images.find((f) => !files.has(f));
    if (stranger !== undefined)
      problems[`variants.${i}.images`] = `${stranger} is not a picture of this product`;
  });
  return problems;
}

const columnsOf = (row: Row, position: number) => ({
  sku: row.sku,
  position,
  optionValues: row.options,
  priceCents: toMinor(row.price),
  salePriceCents: row.salePrice === null ? null : toMinor(row.salePrice),
  weightGrams: row.weightGrams,
  barcode: row.barcode,
  active: row.active,
  imageFiles: row.images,
  updatedAt: new Date(),
});

/**
 * Writes the grid: removed variants go (past order lines keep their SKU and values, their
 * variant_id set null), kept ones change, new ones start with no stock. Kept rows first take
 * placeholder SKUs and values, so two rows may swap theirs without tripping the unique indexes.
 */
async function writeVariants(tx: Tx, productId: string, grid: Grid) {
  const kept = grid.variants.flatMap((v) => (v.id ? [v.id] : []));
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length ? sql`${productVariants.id} not in ${kept}` : undefined,
      ),
    );
  if (kept.length)
    await tx
      .update(productVariants)
      .set({
        sku: sql`'~' || ${productVariants.id}::text`,
        optionValues: sql`jsonb_build_object('~', ${productVariants.id}::text)`,
      })
      .where(inArray(productVariants.id, kept));
  for (const [position, row] of grid.variants.entries()) {
    if (row.id)
      await tx
        .update(productVariants)
        .set(columnsOf(row, position))
        .where(eq(productVariants.id, row.id));
    else
      await tx
        .insert(productVariants)
        .values({ productId, countInStock: 0, ...columnsOf(row, position) });
  }
}

/** The spec's colours follow the Colour option, as the storefront derives them. */
async function writeOptions(tx: Tx, productId: string, options: Grid['options']) {
  const colour = options.find((o) => o.name === COLOUR_OPTION);
  await tx
    .update(products)
    .set({
      options,
      specifications: colour
        ? sql`${products.specifications} || jsonb_build_object('colors', ${JSON.stringify(colour.values)}::jsonb)`
        : sql`${products.specifications} - 'colors'`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

export function createVariantEditing({ db, onChange }: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    getVariants: (productId: string) => readVariants(db, productId),

    async saveVariants(productId: string, input: VariantGridInput) {
      await requireProduct(db, productId);
      const grid = variantGridInputSchema.parse(input);
      await db.transaction(async (tx) => {
        // One save at a time per product: the checks below read what the writes then rely on.
        // Variants lock before their product's row, in id order, as a checkout locks them.
        await tx.execute(
          sql`select 1 from product_variants where product_id = ${productId} order by id for update`,
        );
        const problems = await findProblems(tx, productId, grid);
        const first = Object.values(problems)[0];
        if (first) throw new BadRequestError(first, problems);
        await writeOptions(tx, productId, grid.options);
        await writeVariants(tx, productId, grid);
        await syncProductFacts(tx, [productId]);
      });
      onChange();
      return readVariants(db, productId);
    },
  };
}
