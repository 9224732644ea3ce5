/**
 * The "Prices in other currencies" form: one row per currency, an empty price meaning "converted
 * automatically". Each filled row is checked by the API's own entry schema, with its messages.
 */
import {
  CURRENCY_CODES,
  priceListEntrySchema,
  type PriceListInput,
  type PriceListResponse,
} from '@shop/shared';
import { z } from 'zod';

const rowSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  price: z.string(),
  salePrice: z.string(),
});
export const priceListFormSchema = z.object({
  rows: z.array(rowSchema).superRefine((rows, ctx) =>
    rows.forEach((row, index) => {
      const price = row.price.trim();
      const sale = row.salePrice.trim();
      if (!price) {
        if (sale)
          ctx.addIssue({ code: 'custom', message: 'Set a price first', path: [index, 'price'] });
        return;
      }
      const parsed = priceListEntrySchema.safeParse({
        currency: row.currency,
        price,
        salePrice: sale || null,
      });
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
    }),
  ),
});
export type PriceListFormValues = z.infer<typeof priceListFormSchema>;

export function toPriceListValues(
  currencies: readonly PriceListFormValues['rows'][number]['currency'][],
  saved?: PriceListResponse,
): PriceListFormValues {
  return {
    rows: currencies.map((currency) => {
      const entry = saved?.prices.find((p) => p.currency === currency);
      return {
        currency,
        price: entry ? String(entry.price) : '',
        salePrice: entry?.salePrice != null ? String(entry.salePrice) : '',
      };
    }),
  };
}

/** The filled rows, as PUT /api/admin/products/:id/prices takes them. */
export function toPriceListInput(values: PriceListFormValues): PriceListInput {
  return {
    prices: values.rows
      .filter((row) => row.price.trim())
      .map((row) => ({
        currency: row.currency,
        price: Number(row.price),
        salePrice: row.salePrice.trim() ? Number(row.salePrice) : null,
      })),
  };
}
