/** Creating and editing products from the owner's form (stock aside: see product-stock.ts). */
import type { AdminProductInput } from '@shop/shared';
import { adminProductSchema, COLOUR_OPTION, defaultSku, toMinor } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import { products, productVariants, stockAdjustments } from '../../db/schema';
import { syncProductFacts } from '../../db/variant-facts';
import { requireGstRate } from './gst-rates';
import { requireProduct, type AdminProductsDeps } from './product-row';
import { slugify } from './slugify';

type Parsed = ReturnType<typeof adminProductSchema.parse>;

/** The form's fields as columns; the GST rate is the one kept for the HSN code (gst_rates). */
function toColumns(input: Parsed, taxPercent: number) {
  return {
    title: input.title,
    description: input.description,
    categorySlug: input.category,
    priceCents: toMinor(input.price),
    salePriceCents: input.salePrice == null ? null : toMinor(input.salePrice),
    countInStock: input.countInStock,
    featured: input.featured,
    hsnCode: input.hsnCode,
    taxPercent,
    // Record 036: no anonymous discount; discounts come back named, with promotions.
    discountPercent: 0,
    shippingCostCents: toMinor(input.shippingCost),
    features: input.features,
    specifications: {
      ...input.specifications,
      ...(input.colors.length > 0 && { colors: input.colors }),
    },
    updatedAt: new Date(),
  };
}

/**
 * A new product's variants (record 038): one per colour the form lists (a Colour option), the
 * first holding the initial stock, or one default variant.
 */
async function insertFirstVariants(tx: Tx, productId: string, slug: string, input: Parsed) {
  const colours = [...new Set(input.colors)];
  const values: Record<string, string>[] = colours.length
    ? colours.map((c) => ({ [COLOUR_OPTION]: c }))
    : [{}];
  if (colours.length)
    await tx
      .update(products)
      .set({ options: [{ name: COLOUR_OPTION, values: colours }] })
      .where(eq(products.id, productId));
  return tx
    .insert(productVariants)
    .values(
      values.map((optionValues, position) => ({
        productId,
        sku: defaultSku(slug, optionValues),
        position,
        optionValues,
        priceCents: toMinor(input.price),
        salePriceCents: input.salePrice == null ? null : toMinor(input.salePrice),
        countInStock: position === 0 ? input.countInStock : 0,
      })),
    )
    .returning({ id: productVariants.id });
}

/**
 * The form's price is every variant's while they all cost the same (a product of one variant,
 * or colours at one price); once the variant grid has priced them apart, the grid sets them.
 */
async function setUniformPrice(
  tx: Tx,
  productId: string,
  priceCents: number,
  salePriceCents: number | null,
) {
  const rows = await tx
    .select({ price: productVariants.priceCents, sale: productVariants.salePriceCents })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const uniform = rows.every((r) => r.price === rows[0]?.price && r.sale === rows[0]?.sale);
  if (!uniform) return;
  await tx
    .update(productVariants)
    .set({ priceCents, salePriceCents, updatedAt: new Date() })
    .where(eq(productVariants.productId, productId));
  await syncProductFacts(tx, [productId]);
}

export function createProductEditing({ db, onChange }: Pick<AdminProductsDeps, 'db' | 'onChange'>) {
  return {
    async create(input: AdminProductInput, userId: string) {
      const parsed = adminProductSchema.parse(input);
      const slug = `${slugify(parsed.title)}-${randomBytes(3).toString('hex')}`;
      const [row] = await db.transaction(async (tx) => {
        const taxPercent = await requireGstRate(tx, parsed.hsnCode);
        const inserted = await tx
          .insert(products)
          // A new product is a draft: the shop shows it once the owner publishes it.
          .values({ ...toColumns(parsed, taxPercent), slug, active: false, publishedAt: null })
          .returning({ id: products.id });
        const productId = inserted[0]!.id;
        const variants = await insertFirstVariants(tx, productId, slug, parsed);
        await syncProductFacts(tx, [productId]);
        if (parsed.countInStock > 0)
          await tx.insert(stockAdjustments).values({
            productId,
            variantId: variants[0]!.id,
            userId,
            delta: parsed.countInStock,
            stockAfter: parsed.countInStock,
            reason: 'Initial stock',
          });
        return inserted;
      });
      onChange();
      return { id: row!.id };
    },

    /** Edits everything but the stock, which changes only through recorded adjustments (a sale
     * made while the form was open must not be undone by saving it). */
    async update(id: string, input: AdminProductInput) {
      await requireProduct(db, id);
      const parsed = adminProductSchema.parse(input);
      // The rate is read under lock with the write: a rate changed meanwhile cannot be missed.
      await db.transaction(async (tx) => {
        const taxPercent = await requireGstRate(tx, parsed.hsnCode);
        const {
          countInStock: _ignored,
          priceCents,
          salePriceCents,
          ...columns
        } = toColumns(parsed, taxPercent);
        await tx.update(products).set(columns).where(eq(products.id, id));
        await setUniformPrice(tx, id, priceCents, salePriceCents);
      });
      onChange();
    },
  };
}
