/**
 * The cart after its promotions, in the inclusive line rule's terms (record 036): each line's
 * discount as `discountMinor`, so `computeInclusiveTotals` computes the GST back out of what the
 * line costs after the discount (GST is on the transaction value after a discount on the invoice).
 */
import { lineGross } from './conditions';
import type { PromotionCart, PromotionCartLine, PromotionResult } from './types';

export type DiscountedLine = PromotionCartLine & {
  discountMinor: number;
  /** What the shopper pays for the line: unit x quantity - discount, tax included. */
  chargedMinor: number;
};

export function discountedLines(cart: PromotionCart, result: PromotionResult): DiscountedLine[] {
  return cart.lines.map((line) => {
    const gross = lineGross(line);
    const discountMinor = Math.min(gross, result.lineDiscounts[line.lineId] ?? 0);
    return { ...line, discountMinor, chargedMinor: gross - discountMinor };
  });
}

/** The shipping charged after a free-shipping promotion. */
export function discountedShippingMinor(cart: PromotionCart, result: PromotionResult): number {
  return Math.max(0, Math.round(cart.shippingMinor) - result.shippingDiscount);
}

/** What free-shipping discounts took off shipping. */
export const shippingDiscountMinor = (discounts: readonly { shippingMinor: number }[]) =>
  discounts.reduce((sum, d) => sum + d.shippingMinor, 0);

/**
 * Shipping at its price, before a free-shipping discount: the quote, the order page and the mails
 * show it so and name the discount with the others below it (issue 28).
 */
export const shippingBeforeDiscounts = (
  chargedMinor: number,
  discounts: readonly { shippingMinor: number }[],
) => chargedMinor + shippingDiscountMinor(discounts);
