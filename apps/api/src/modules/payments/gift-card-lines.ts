/**
 * A gift card in the cart (issue 28): the gift-card product's line must say who it is for, is sold
 * in INR and paid online, and is mailed on a shop day from today to a year ahead.
 */
import {
  BALANCE_CURRENCY,
  dayIn,
  DEFAULT_PROMOTION_TIME_ZONE,
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_PRODUCT_SLUG,
  GIFT_CARD_PURCHASE_MESSAGES as M,
  type GiftCardLine,
} from '@shop/shared';
import { BadRequestError } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export const isGiftCardProduct = (product: { slug: string }) =>
  product.slug === GIFT_CARD_PRODUCT_SLUG;

/** The line's recipient when it buys a gift card (refused when it cannot be sold so). */
export function giftCardOf(
  product: { slug: string },
  line: { giftCard?: GiftCardLine },
  c: { currency: string; payment: 'online' | 'cod'; timeZone?: string; now?: Date },
): GiftCardLine | undefined {
  if (!isGiftCardProduct(product)) return undefined;
  const { giftCard } = line;
  if (!giftCard) throw new BadRequestError(M.recipientNeeded);
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
