/**
 * A product's prices set by hand in other currencies than the shop's (record 036): kept in minor
 * units per variant (record 038), charged as set instead of the shop price converted and rounded.
 * Without a variant named, the list is the product's: read from its first variant, set on all.
 */
import type { CurrencyCode, PriceListInput } from '@shop/shared';
import { fromMinor, priceListInputSchema, toMinor } from '@shop/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { productVariants, variantPrices } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireProduct, type AdminProductsDeps } from './product-row';

type Deps = Pick<AdminProductsDeps, 'db' | 'onChange' | 'shopCurrency'>;

export function createPriceLists({ db, onChange, shopCurrency }: Deps) {
  /** The variants a list applies to: the one named (of this product), else all of them. */
  async function variantsOf(productId: string, variantId?: string) {
    if (variantId !== undefined && !isUuid(variantId))
      throw new BadRequestError('No such variant of this product');
    const rows = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          variantId ? eq(productVariants.id, variantId) : undefined,
        ),
      )
      .orderBy(asc(productVariants.position));
    if (variantId && rows.length === 0)
      throw new BadRequestError('No such variant of this product');
    return rows.map((r) => r.id);
  }

  async function read(productId: string, variantId?: string) {
    const [first] = await variantsOf(productId, variantId);
    const rows = first
      ? await db
          .select()
          .from(variantPrices)
          .where(eq(variantPrices.variantId, first))
          .orderBy(asc(variantPrices.currency))
      : [];
    return {
      shopCurrency,
      prices: rows.map((row) => ({
        currency: row.currency as CurrencyCode,
        price: fromMinor(row.priceMinor),
        salePrice: row.salePriceMinor === null ? null : fromMinor(row.salePriceMinor),
      })),
    };
  }

  return {
    async getPriceList(productId: string, variantId?: string) {
      await requireProduct(db, productId);
      return read(productId, variantId);
    },

    /** Replaces the product's price list: a currency left out goes back to a converted price. */
    async setPriceList(productId: string, input: PriceListInput, variantId?: string) {
      await requireProduct(db, productId);
      const variants = await variantsOf(productId, variantId);
      const { prices } = priceListInputSchema.parse(input);
      const own = prices.findIndex((p) => p.currency === shopCurrency);
      if (own >= 0) {
        const message = `The ${shopCurrency} price is the product's own price: set it in the product form`;
        throw new BadRequestError(message, { [`prices.${own}.currency`]: message });
      }
      await db.transaction(async (tx) => {
        if (variants.length === 0) return;
        await tx.delete(variantPrices).where(inArray(variantPrices.variantId, variants));
        if (prices.length > 0)
          await tx.insert(variantPrices).values(
            variants.flatMap((variant) =>
              prices.map((p) => ({
                variantId: variant,
                currency: p.currency,
                priceMinor: toMinor(p.price),
                salePriceMinor: p.salePrice === null ? null : toMinor(p.salePrice),
              })),
            ),
          );
      });
      onChange();
      return read(productId, variantId);
    },
  };
}
