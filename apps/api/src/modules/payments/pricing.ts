/**
 * Prices a checkout from the database: the client's prices and amounts are never read. Every
 * amount is in the currency charged (record 036): each unit at the product's price in it (the
 * owner's price list, or the shop price converted and rounded), GST included and computed back
 * out for a delivery in India, none for an export; shipping converted the same way. Then one
 * promotion pass (issue 28, promotions.ts) decides every discount per line, the prepaid discount
 * of an online payment among them, and the GST is computed back out of what each line costs after.
 */
import {
  canPriceIn,
  COLOUR_OPTION,
  variantLabel,
  computeInclusiveTotals,
  convertShopMinor,
  prepaidDiscountPercent,
  supplyKind,
  unitPriceIn,
  type InclusiveTotals,
  type GiftCardLine,
  type PaymentIntentInput,
  type PriceContext,
  type PriceListEntry,
  type ShippingMethod,
  shippingPriceCents,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppliedDiscount } from '../discounts';
import { customAmountsFor, giftCardOf } from './gift-card-lines';
import { promotionsFor, type CheckoutOffers } from './promotions';
import { readCodSettings } from '../../db/cod-settings';
import { products, productVariants, variantPrices } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

type Product = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
export type PricedLine = {
  product: Product;
  variant: VariantRow;
  quantity: number;
  selectedColor?: string;
  /** One unit, GST included, in the currency charged. */
  unitMinor: number;
  /** The GST rate charged (0 for an export). */
  taxPercent: number;
  /** Unused since promotions (issue 28): each line's discounts are in `discountMinor`. */
  discountPercent: number;
  /** The line's share of every promotion applied. */
  discountMinor: number;
  /** A gift card bought (issue 28): who it is for. */
  giftCard?: GiftCardLine;
};

type Wanted = {
  id: string;
  variantId?: string;
  quantity: number;
  selectedColor?: string;
  giftCard?: GiftCardLine;
};

function mergeLines(items: PaymentIntentInput['orderItems']) {
  const merged = new Map<string, Wanted>();
  for (const item of items) {
    // Gift cards for different people are different lines.
    const key = `${item.id}|${item.variantId ?? item.selectedColor ?? ''}|${JSON.stringify(item.giftCard ?? null)}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else
      merged.set(key, {
        id: item.id,
        variantId: item.variantId,
        quantity: item.quantity,
        selectedColor: item.selectedColor,
        ...(item.giftCard && { giftCard: item.giftCard }),
      });
  }
  return [...merged.values()];
}

/** The owner's own prices in `currency` for these variants (none for the shop currency). */
async function priceLists(db: Db, ids: string[], currency: string, context: PriceContext) {
  const lists = new Map<string, Partial<Record<string, PriceListEntry>>>();
  if (ids.length === 0 || currency === context.shopCurrency) return lists;
  const rows = await db
    .select()
    .from(variantPrices)
    .where(and(inArray(variantPrices.variantId, ids), eq(variantPrices.currency, currency)));
  for (const row of rows)
    lists.set(row.variantId, {
      [currency]: { priceMinor: row.priceMinor, salePriceMinor: row.salePriceMinor },
    });
  return lists;
}

const unavailable = (id: string) =>
  new ConflictError(
    `An item in your cart is no longer available (${id}). Please remove it and try again.`,
  );

/**
 * The variant a line buys: the one it names, else (the spec's client, which knows no variants)
 * the one of its colour, else the one the product page opens on: the first in stock, else the
 * first (record 038).
 */
function variantOf(variants: VariantRow[], line: Wanted): VariantRow {
  const sold = variants.filter((v) => v.active);
  const chosen = line.variantId
    ? sold.find((v) => v.id === line.variantId)
    : ((line.selectedColor
        ? sold.find((v) => v.optionValues[COLOUR_OPTION] === line.selectedColor)
        : undefined) ??
      sold.find((v) => v.countInStock > 0) ??
      sold[0]);
  if (!chosen) throw unavailable(line.id);
  return chosen;
}

const described = (product: Product, variant: VariantRow) => {
  const label = variantLabel(variant.optionValues, product.options);
  return label ? `${product.title} (${label})` : product.title;
};

export type PricedCheckout = {
  lines: PricedLine[];
  totals: InclusiveTotals;
  shipping: { method: ShippingMethod; chargeMinor: number };
  /** False for an export: no GST in the prices. */
  taxed: boolean;
  /** Every promotion applied, named, as the order records it. */
  discounts: AppliedDiscount[];
  /** Why the shopper's code is not applied, when it is not. */
  codeProblem?: string;
};

/**
 * One line per variant, each sold and in stock (409 naming the line otherwise), priced in
 * `currency`, and the shipping `chooseMethod` picks for the address, priced for the goods.
 */
export async function priceCheckout(
  db: Db,
  input: Pick<PaymentIntentInput, 'orderItems' | 'currency'> & {
    shipping: { country: string; state?: string };
  },
  context: PriceContext,
  chooseMethod: () => Promise<ShippingMethod>,
  /** 'cod' pays the COD fee instead of earning the prepaid discount. */
  payment: 'online' | 'cod' = 'online',
  extras: CheckoutOffers = { customer: { userId: null, email: null } },
): Promise<PricedCheckout> {
  const { currency } = input;
  if (!canPriceIn(context, currency))
    throw new BadRequestError(
      `Prices in ${currency} are not available right now. Please choose another currency.`,
    );
  const merged = mergeLines(input.orderItems);
  const ids = [...new Set(merged.map((l) => l.id).filter(isUuid))];
  const [rows, variantRows] = ids.length
    ? await Promise.all([
        db.select().from(products).where(inArray(products.id, ids)),
        db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
      ])
    : [[], []];
  const lists = await priceLists(
    db,
    variantRows.map((v) => v.id),
    currency,
    context,
  );
  const byId = new Map(rows.map((p) => [p.id, p]));
  const customAmount = await customAmountsFor(db, merged);
  const taxed = supplyKind(input.shipping) !== 'export';
  const lines = merged.map((line): PricedLine => {
    const { id, quantity, selectedColor } = line;
    const product = byId.get(id);
    if (!product || !product.active) throw unavailable(id);
    const variants = variantRows.filter((v) => v.productId === id);
    const variant = variantOf(
      variants.sort((a, b) => a.position - b.position),
      line,
    );
    if (variant.countInStock < quantity)
      throw new ConflictError(
        variant.countInStock <= 0
          ? `"${described(product, variant)}" is out of stock.`
          : `Only ${variant.countInStock} of "${described(product, variant)}" left in stock.`,
      );
    const priced = { ...variant, priceList: lists.get(variant.id) };
    const { timeZone } = extras;
    const giftCard = giftCardOf(product, line, { currency, payment, timeZone, customAmount });
    return {
      product,
      variant,
      quantity,
      selectedColor: variant.optionValues[COLOUR_OPTION] ?? selectedColor,
      // A gift card of the shopper's own amount costs that amount (INR, record 056).
      unitMinor: giftCard?.amount ?? unitPriceIn(priced, currency, context),
      // A voucher is no supply: GST is charged when it is redeemed on goods.
      taxPercent: taxed && !giftCard ? product.taxPercent : 0,
      discountPercent: 0,
      discountMinor: 0,
      ...(giftCard && { giftCard }),
    };
  });
  const method = await chooseMethod();
  // Gift cards are mailed: shipping is priced on the goods alone, before any discount, as the
  // cart shows it, and a cart of gift cards alone ships nothing.
  const parcels = lines.filter((line) => !line.giftCard);
  const goods = computeInclusiveTotals(parcels, 0, taxed);
  const chargeMinor = parcels.length
    ? shippingPriceCents(method, goods.subtotal, (minor) =>
        convertShopMinor(minor, currency, context),
      )
    : 0;
  const prepaidPercent =
    payment === 'online'
      ? prepaidDiscountPercent(await readCodSettings(db), {
          country: input.shipping.country,
          currency,
          valueMinor: computeInclusiveTotals(lines, 0, taxed).total + chargeMinor,
        })
      : 0;
  const offers = await promotionsFor(db, lines, chargeMinor, {
    ...extras,
    currency,
    context,
    prepaidPercent,
    payment,
  });
  const charged = lines.map((line, i) => ({
    ...line,
    discountMinor: offers.lineDiscounts[i] ?? 0,
  }));
  const shippingMinor = chargeMinor - offers.shippingDiscount;
  return {
    lines: charged,
    totals: computeInclusiveTotals(charged, shippingMinor, taxed),
    shipping: { method, chargeMinor: shippingMinor },
    taxed,
    discounts: offers.discounts,
    ...(offers.codeProblem !== undefined && { codeProblem: offers.codeProblem }),
  };
}
