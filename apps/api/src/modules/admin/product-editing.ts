/** Creating and editing products from the owner's form (stock aside: see product-stock.ts). */
import type { AdminProductInput } from '@shop/shared';
import { adminProductSchema, toMinor } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { products, stockAdjustments } from '../../db/schema';
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
        if (parsed.countInStock > 0)
          await tx.insert(stockAdjustments).values({
            productId: inserted[0]!.id,
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
        const { countInStock: _ignored, ...columns } = toColumns(parsed, taxPercent);
        await tx.update(products).set(columns).where(eq(products.id, id));
      });
      onChange();
    },
  };
}
