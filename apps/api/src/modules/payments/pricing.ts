/**
 * Prices a checkout from the database: the client's prices and amounts are never read. Every
 * amount is in the currency charged (record 036): each unit at the product's price in it (the
 * owner's price list, or the shop price converted and rounded), GST included and computed back
 * out for a delivery in India, none for an export; shipping converted the same way.
 */
import {
  canPriceIn,
  computeInclusiveTotals,
  convertShopMinor,
  supplyKind,
  unitPriceIn,
  type InclusiveTotals,
  type PaymentIntentInput,
  type PriceContext,
  type PriceListEntry,
  type ShippingMethod,
  shippingPriceCents,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPrices, products } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

type Product = typeof products.$inferSelect;
export type PricedLine = {
  product: Product;
  quantity: number;
  selectedColor?: string;
  /** One unit, GST included, in the currency charged. */
  unitMinor: number;
  /** The GST rate charged (0 for an export). */
  taxPercent: number;
};

function mergeLines(items: PaymentIntentInput['orderItems']) {
  const merged = new Map<string, { id: string; quantity: number; selectedColor?: string }>();
  for (const item of items) {
    const line = merged.get(item.id);
    if (line) line.quantity += item.quantity;
    else merged.set(item.id, { ...item });
  }
  return [...merged.values()];
}

/** The owner's own prices in `currency` for these products (none for the shop currency). */
async function priceLists(db: Db, ids: string[], currency: string, context: PriceContext) {
  const lists = new Map<string, Partial<Record<string, PriceListEntry>>>();
  if (ids.length === 0 || currency === context.shopCurrency) return lists;
  const rows = await db
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, ids), eq(productPrices.currency, currency)));
  for (const row of rows)
    lists.set(row.productId, {
      [currency]: { priceMinor: row.priceMinor, salePriceMinor: row.salePriceMinor },
    });
  return lists;
}

export type PricedCheckout = {
  lines: PricedLine[];
  totals: InclusiveTotals;
  shipping: { method: ShippingMethod; chargeMinor: number };
  /** False for an export: no GST in the prices. */
  taxed: boolean;
};

/**
 * One line per product, each sold and in stock (409 naming the line otherwise), priced in
 * `currency`, and the shipping `chooseMethod` picks for the address, priced for the goods.
 */
export async function priceCheckout(
  db: Db,
  input: Pick<PaymentIntentInput, 'orderItems' | 'currency'> & {
    shipping: { country: string; state?: string };
  },
  context: PriceContext,
  chooseMethod: () => Promise<ShippingMethod>,
): Promise<PricedCheckout> {
  const { currency } = input;
  if (!canPriceIn(context, currency))
    throw new BadRequestError(
      `Prices in ${currency} are not available right now. Please choose another currency.`,
    );
  const merged = mergeLines(input.orderItems);
  const ids = merged.map((l) => l.id).filter(isUuid);
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const lists = await priceLists(db, ids, currency, context);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const taxed = supplyKind(input.shipping) !== 'export';
  const lines = merged.map(({ id, quantity, selectedColor }): PricedLine => {
    const product = byId.get(id);
    if (!product || !product.active)
      throw new ConflictError(
        `An item in your cart is no longer available (${id}). Please remove it and try again.`,
      );
    if (product.countInStock < quantity)
      throw new ConflictError(
        product.countInStock <= 0
          ? `"${product.title}" is out of stock.`
          : `Only ${product.countInStock} of "${product.title}" left in stock.`,
      );
    const priced = { ...product, priceList: lists.get(id) };
    return {
      product,
      quantity,
      selectedColor,
      unitMinor: unitPriceIn(priced, currency, context),
      taxPercent: taxed ? product.taxPercent : 0,
    };
  });
  const method = await chooseMethod();
  const goods = computeInclusiveTotals(lines, 0, taxed);
  const chargeMinor = shippingPriceCents(method, goods.subtotal - goods.discount, (minor) =>
    convertShopMinor(minor, currency, context),
  );
  return {
    lines,
    totals: computeInclusiveTotals(lines, chargeMinor, taxed),
    shipping: { method, chargeMinor },
    taxed,
  };
}
