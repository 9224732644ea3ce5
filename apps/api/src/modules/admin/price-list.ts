/**
 * A product's prices set by hand in other currencies than the shop's (record 036): kept in minor
 * units, charged as set instead of the shop price converted and rounded.
 */
import type { CurrencyCode, PriceListInput } from '@shop/shared';
import { fromMinor, priceListInputSchema, toMinor } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { productPrices } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import { requireProduct, type AdminProductsDeps } from './product-row';

type Deps = Pick<AdminProductsDeps, 'db' | 'onChange' | 'shopCurrency'>;

export function createPriceLists({ db, onChange, shopCurrency }: Deps) {
  async function read(productId: string) {
    const rows = await db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId))
      .orderBy(asc(productPrices.currency));
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
    async getPriceList(productId: string) {
      await requireProduct(db, productId);
      return read(productId);
    },

    /** Replaces the product's price list: a currency left out goes back to a converted price. */
    async setPriceList(productId: string, input: PriceListInput) {
      await requireProduct(db, productId);
      const { prices } = priceListInputSchema.parse(input);
      const own = prices.findIndex((p) => p.currency === shopCurrency);
      if (own >= 0) {
        const message = `The ${shopCurrency} price is the product's own price: set it in the product form`;
        throw new BadRequestError(message, { [`prices.${own}.currency`]: message });
      }
      await db.transaction(async (tx) => {
        await tx.delete(productPrices).where(eq(productPrices.productId, productId));
        if (prices.length > 0)
          await tx.insert(productPrices).values(
            prices.map((p) => ({
              productId,
              currency: p.currency,
              priceMinor: toMinor(p.price),
              salePriceMinor: p.salePrice === null ? null : toMinor(p.salePrice),
            })),
          );
      });
      onChange();
      return read(productId);
    },
  };
}
