/**
 * Whether a promotion applies to a cart, and if not, why (issue 28): the checks run in the order a
 * shopper can act on them last, so the reason given is the one that cannot be fixed by adding to
 * the cart before the one that can.
 */
import { PROMOTION_MESSAGES as M, shopDayLabel, type PromotionNoun } from './messages';
import type {
  Promotion,
  PromotionCart,
  PromotionCartLine,
  PromotionContext,
  PromotionTargets,
} from './types';

export const DEFAULT_PROMOTION_TIME_ZONE = 'Asia/Kolkata';

/** Codes are compared trimmed and case-insensitively: " festive10 " is FESTIVE10. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whole units at a non-negative whole price, as the inclusive line rule counts them. */
export const unitsOf = (line: PromotionCartLine) => Math.max(0, Math.floor(line.quantity));
export const lineGross = (line: PromotionCartLine) =>
  Math.max(0, Math.round(line.unitMinor)) * unitsOf(line);

/** The cart's goods before any promotion: what a minimum subtotal is measured against. */
export const goodsSubtotal = (lines: readonly PromotionCartLine[]) =>
  lines.reduce((sum, line) => sum + lineGross(line), 0);

export function isTargeted(line: PromotionCartLine, targets: PromotionTargets | undefined) {
  const { productIds = [], variantIds = [], categories = [] } = targets ?? {};
  if (productIds.length + variantIds.length + categories.length === 0) return true;
  return (
    productIds.includes(line.productId) ||
    variantIds.includes(line.variantId) ||
    categories.includes(line.category)
  );
}

/** The lines a promotion is for, with at least one unit. */
export const targetedLines = (promotion: Promotion, lines: readonly PromotionCartLine[]) =>
  lines.filter((line) => unitsOf(line) > 0 && isTargeted(line, promotion.conditions.targets));

/** Units in each group that earn one free (below 2 every unit would be free: counted as 2). */
export const buyQuantityOf = (promotion: Promotion) =>
  Math.max(2, Math.floor(promotion.conditions.buyQuantity ?? 2));

const exhausted = (left: number | null | undefined) =>
  left !== null && left !== undefined && left <= 0;

/** Null when the promotion applies to the cart, else the reason a shopper reads. */
export function whyNot(
  promotion: Promotion,
  cart: PromotionCart,
  context: PromotionContext,
): string | null {
  const noun: PromotionNoun = promotion.code === null ? 'offer' : 'code';
  const {
    startsAt,
    endsAt,
    firstOrderOnly,
    paidOnlineOnly,
    minSubtotal = 0,
  } = promotion.conditions;
  const now = context.now.getTime();
  const day = (at: Date) =>
    shopDayLabel(at, context.now, context.timeZone ?? DEFAULT_PROMOTION_TIME_ZONE);
  if (startsAt && now < startsAt.getTime()) return M.notStarted(noun, day(startsAt));
  if (endsAt && now > endsAt.getTime()) return M.ended(noun, day(endsAt));
  if (exhausted(promotion.usage?.usesLeft)) return M.usedUp(noun);
  if (exhausted(promotion.usage?.customerUsesLeft)) return M.customerUsedUp(noun);
  if (firstOrderOnly && !context.isFirstOrder) return M.firstOrderOnly(noun);
  if (paidOnlineOnly && context.paymentMethod !== 'online') return M.paidOnlineOnly(noun);
  const segment = promotion.segment;
  if (segment && !segment.member)
    return segment.signedIn ? M.notInSegment(noun) : M.segmentSignIn(noun);
  const targeted = targetedLines(promotion, cart.lines);
  if (targeted.length === 0) return M.nothingTargeted(noun);
  const short = minSubtotal - goodsSubtotal(cart.lines);
  if (short > 0) return M.belowMinimum(noun, short, cart.currency);
  if (promotion.kind === 'cheapest_free') {
    const missing = buyQuantityOf(promotion) - targeted.reduce((n, l) => n + unitsOf(l), 0);
    if (missing > 0) return M.tooFewItems(noun, missing);
  }
  return null;
}
