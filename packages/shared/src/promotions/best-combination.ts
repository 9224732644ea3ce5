/**
 * The shopper always gets the best valid combination (issue 28, record 048). The stacking rule:
 * - at most one code, the one the shopper typed;
 * - automatic promotions stack with each other only when every one of them is combinable, so a
 *   non-combinable automatic promotion stands alone among the automatic ones;
 * - the code joins automatic promotions only when the code is combinable (then it may join a
 *   non-combinable automatic one too: the code's flag says whether it stacks, the automatic
 *   promotions' flags whether they stack with each other).
 * Among the valid combinations the largest total discount wins; a tie goes to the one with the
 * code (the shopper asked for it), then to the one with fewer promotions.
 */
import { applyPromotion, fullPrice } from './allocate';
import { normaliseCode, whyNot } from './conditions';
import { PROMOTION_MESSAGES } from './messages';
import type {
  Promotion,
  PromotionCart,
  PromotionContext,
  PromotionKind,
  PromotionResult,
} from './types';

/** Up to this many combinable automatic promotions every subset is tried (2^10 = 1,024). */
export const MAX_EXHAUSTIVE_AUTOMATIC = 10;

// Free units first, at their full price; percentages before fixed amounts, so a percentage is of
// the larger value; shipping on its own. Within a kind the larger value first, then by id.
const KIND_ORDER: Record<PromotionKind, number> = {
  cheapest_free: 0,
  percent: 1,
  fixed: 2,
  free_shipping: 3,
};

export const applicationOrder = (promotions: readonly Promotion[]) =>
  [...promotions].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      b.value - a.value ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

/** Whether these promotions may be applied together, by the stacking rule above. */
export function isValidCombination(promotions: readonly Promotion[]): boolean {
  const codes = promotions.filter((p) => p.code !== null);
  const automatic = promotions.filter((p) => p.code === null);
  if (codes.length > 1) return false;
  if (automatic.length > 1 && automatic.some((p) => !p.combinable)) return false;
  return codes.every((code) => automatic.length === 0 || code.combinable);
}

/** The promotions applied one after another on what is left, in the application order. */
export function applyCombination(
  cart: PromotionCart,
  promotions: readonly Promotion[],
): PromotionResult {
  let left = fullPrice(cart);
  const applied: PromotionResult['applied'] = [];
  for (const promotion of applicationOrder(promotions)) {
    const step = applyPromotion(promotion, cart, left);
    applied.push(step.applied);
    left = step.left;
  }
  const full = fullPrice(cart);
  const lineDiscounts: Record<string, number> = {};
  for (const [lineId, gross] of full.lines)
    lineDiscounts[lineId] = gross - (left.lines.get(lineId) ?? 0);
  const shippingDiscount = full.shippingMinor - left.shippingMinor;
  const totalDiscount = applied.reduce((sum, a) => sum + a.amountMinor, 0);
  return { applied, lineDiscounts, shippingDiscount, totalDiscount };
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

/**
 * The automatic sets to try: every set the rule allows; beyond the exhaustive limit, each one
 * alone and all the combinable ones together (each adds to what the others take off).
 */
function automaticSets(automatic: readonly Promotion[]): Promotion[][] {
  const combinable = automatic.filter((p) => p.combinable);
  const alone = automatic.filter((p) => !p.combinable).map((p) => [p]);
  if (combinable.length <= MAX_EXHAUSTIVE_AUTOMATIC) return [...subsets(combinable), ...alone];
  return [[], ...automatic.map((p) => [p]), combinable];
}

function better(a: PromotionResult, aHasCode: boolean, b: PromotionResult, bHasCode: boolean) {
  if (a.totalDiscount !== b.totalDiscount) return a.totalDiscount > b.totalDiscount;
  if (aHasCode !== bHasCode) return aHasCode;
  return a.applied.length < b.applied.length;
}

type CodeFound = { promotion?: Promotion; rejected?: string };

/** The shopper's code among the promotions, and why it cannot be used when it cannot. */
function findCode(
  code: string,
  promotions: readonly Promotion[],
  cart: PromotionCart,
  context: PromotionContext,
): CodeFound {
  const matching = promotions.filter(
    (p) => p.code !== null && normaliseCode(p.code) === normaliseCode(code),
  );
  const usable = matching.find((p) => whyNot(p, cart, context) === null);
  if (usable) return { promotion: usable };
  const first = matching[0];
  return {
    rejected: first ? (whyNot(first, cart, context) ?? '') : PROMOTION_MESSAGES.unknownCode,
  };
}

/**
 * The best valid combination of the shopper's code (if any) and the automatic promotions that
 * apply. `promotions` may hold code promotions other than the one typed; they are ignored.
 */
export function bestCombination(
  cart: PromotionCart,
  promotions: readonly Promotion[],
  context: PromotionContext,
  code?: string | null,
): PromotionResult {
  const typed: CodeFound = code?.trim() ? findCode(code, promotions, cart, context) : {};
  const codePromotion = typed.promotion;
  const automatic = promotions.filter((p) => p.code === null && whyNot(p, cart, context) === null);
  const candidates = automaticSets(automatic)
    .flatMap((set) => (codePromotion ? [set, [codePromotion, ...set]] : [set]))
    .filter(isValidCombination);
  let best = { result: applyCombination(cart, []), hasCode: false };
  for (const promotions of candidates) {
    const result = applyCombination(cart, promotions);
    const hasCode = codePromotion !== undefined && promotions.includes(codePromotion);
    if (better(result, hasCode, best.result, best.hasCode)) best = { result, hasCode };
  }
  // An automatic promotion that took nothing is not named to the shopper; the code always is.
  const applied = best.result.applied.filter((a) => a.amountMinor > 0 || a.code !== null);
  const result: PromotionResult = { ...best.result, applied };
  if (typed.rejected !== undefined) result.codeRejected = typed.rejected;
  else if (codePromotion && !best.hasCode)
    result.codeRejected = PROMOTION_MESSAGES.betterOffer(applied.map((a) => a.name));
  return result;
}
