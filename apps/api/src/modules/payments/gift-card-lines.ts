/**
 * A gift card in the cart (issue 28): the gift-card product's line must say who it is for, is sold
 * in INR and paid online, and is mailed on a shop day from today to a year ahead. An amount of the
 * shopper's own is bought only when the owner offers it, within the owner's bounds (record 056).
 */
import {
  BALANCE_CURRENCY,
  customAmountOf,
  customAmountProblem,
  dayIn,
  DEFAULT_PROMOTION_TIME_ZONE,
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_AMOUNT_MESSAGES,
  GIFT_CARD_AMOUNT_OPTION,
  giftCardAmountLabel,
  GIFT_CARD_PRODUCT_SLUG,
  GIFT_CARD_PURCHASE_MESSAGES as M,
  type GiftCardCustomAmount,
  type GiftCardLine,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { readGiftCardSettings } from '../../db/gift-card-settings';
import { BadRequestError } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export const isGiftCardProduct = (product: { slug: string }) =>
  product.slug === GIFT_CARD_PRODUCT_SLUG;

/** The custom amounts the owner offers, read only when a line asks for one. */
export async function customAmountsFor(
  db: Db,
  lines: readonly { giftCard?: GiftCardLine }[],
): Promise<GiftCardCustomAmount> {
  if (!lines.some((line) => line.giftCard?.amount !== undefined)) return null;
  return customAmountOf(await readGiftCardSettings(db));
}

type LineContext = {
  currency: string;
  payment: 'online' | 'cod';
  timeZone?: string;
  now?: Date;
  /** The bounds of an amount of the shopper's own; null when the owner does not offer it. */
  customAmount?: GiftCardCustomAmount;
};

/**
 * The line's recipient when it buys a gift card (refused when it cannot be sold so). Its `amount`,
 * when present, is what one card costs instead of the variant's price; any other line naming an
 * amount is refused, since the catalogue prices it.
 */
export function giftCardOf(
  product: { slug: string },
  line: { giftCard?: GiftCardLine },
  c: LineContext,
): GiftCardLine | undefined {
  const { giftCard } = line;
  if (!isGiftCardProduct(product)) {
    if (giftCard?.amount !== undefined)
      throw new BadRequestError(GIFT_CARD_AMOUNT_MESSAGES.notGiftCard);
    return undefined;
  }
  if (!giftCard) throw new BadRequestError(M.recipientNeeded);
  if (giftCard.amount !== undefined) {
    const problem = customAmountProblem(giftCard.amount, c.customAmount ?? null);
    if (problem) throw new BadRequestError(problem);
  }
  if (c.currency !== BALANCE_CURRENCY) throw new BadRequestError(M.onlyInr);
  if (c.payment === 'cod') throw new BadRequestError(M.notCod);
  if (giftCard.deliverOn) {
    const now = c.now ?? new Date();
    const zone = c.timeZone ?? DEFAULT_PROMOTION_TIME_ZONE;
    if (giftCard.deliverOn < dayIn(zone, now)) throw new BadRequestError(M.deliverOnPast);
    if (
      giftCard.deliverOn >
      dayIn(zone, new Date(now.getTime() + GIFT_CARD_DELIVERY_MAX_DAYS * DAY_MS))
    )
      throw new BadRequestError(M.deliverOnFar);
  }
  return giftCard;
}

/**
 * The options an order line records: a card of the shopper's own amount reads "Amount: ₹750" on the
 * order, the invoice and the mails, not the price of the variant it is sold under.
 */
export function soldOptionValues(
  variant: { optionValues: Record<string, string> },
  giftCard: GiftCardLine | undefined,
): Record<string, string> {
  if (giftCard?.amount === undefined) return variant.optionValues;
  return {
    ...variant.optionValues,
    [GIFT_CARD_AMOUNT_OPTION]: giftCardAmountLabel(giftCard.amount),
  };
}
