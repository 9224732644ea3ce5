/**
 * One promotion's discount, per line (issue 28): taken from what is left of each line after the
 * promotions applied before it, so no line is ever discounted below zero, and split so the parts
 * add up to the promotion's amount exactly (an invoice names it, a return gives back a line's share).
 */
import { percentOfMinor } from '../money';
import { buyQuantityOf, lineGross, targetedLines, unitsOf } from './conditions';
import type { AppliedPromotion, Promotion, PromotionCart, PromotionCartLine } from './types';

/** What is still to pay: per line id, and for shipping. */
export type Remaining = { lines: ReadonlyMap<string, number>; shippingMinor: number };

export function fullPrice(cart: PromotionCart): Remaining {
  return {
    lines: new Map(cart.lines.map((line) => [line.lineId, lineGross(line)])),
    shippingMinor: Math.max(0, Math.round(cart.shippingMinor)),
  };
}

/**
 * `amountMinor` split over `weights` in proportion, by largest remainder (ties to the earlier
 * weight): the parts add up to the amount, capped at the weights' sum, and none exceeds its weight.
 * BigInt, because an amount times a weight can pass 2^53 on a large order.
 */
export function allocateByValue(amountMinor: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  const amount = Math.min(Math.max(0, Math.floor(amountMinor)), whole);
  if (amount === 0) return weights.map(() => 0);
  const shares = weights.map((w) => BigInt(amount) * BigInt(Math.max(0, w)));
  const parts = shares.map((share) => Number(share / BigInt(whole)));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % BigInt(whole) }))
    .filter((r) => r.remainder > 0n)
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * cheapest_free: the line's remaining value split over its units as evenly as whole minor units
 * allow, then one unit free per `buyQuantity` targeted units, cheapest first (ties: cart order).
 */
function cheapestUnitsFree(promotion: Promotion, lines: PromotionCartLine[], left: Remaining) {
  const groups = lines.flatMap((line, index) => {
    const units = unitsOf(line);
    const value = left.lines.get(line.lineId) ?? 0;
    const base = Math.floor(value / units);
    const dearer = value - base * units;
    return [
      { index, value: base, count: units - dearer },
      { index, value: base + 1, count: dearer },
    ].filter((g) => g.count > 0);
  });
  groups.sort((a, b) => a.value - b.value || a.index - b.index);
  const totalUnits = lines.reduce((n, line) => n + unitsOf(line), 0);
  let free = Math.floor(totalUnits / buyQuantityOf(promotion));
  const parts = lines.map(() => 0);
  for (const group of groups) {
    const taken = Math.min(free, group.count);
    parts[group.index] = (parts[group.index] ?? 0) + taken * group.value;
    free -= taken;
  }
  return parts;
}

function lineParts(promotion: Promotion, lines: PromotionCartLine[], left: Remaining): number[] {
  const weights = lines.map((line) => left.lines.get(line.lineId) ?? 0);
  const base = weights.reduce((sum, w) => sum + w, 0);
  switch (promotion.kind) {
    case 'percent':
      return allocateByValue(
        percentOfMinor(base, Math.min(100, Math.max(0, promotion.value))),
        weights,
      );
    case 'fixed':
      return allocateByValue(Math.round(promotion.value), weights);
    case 'cheapest_free':
      return cheapestUnitsFree(promotion, lines, left);
    case 'free_shipping':
      return lines.map(() => 0);
  }
}

/** One promotion applied to what is left, and what is left after it. */
export function applyPromotion(
  promotion: Promotion,
  cart: PromotionCart,
  left: Remaining,
): { applied: AppliedPromotion; left: Remaining } {
  const lines = targetedLines(promotion, cart.lines);
  const parts = lineParts(promotion, lines, left);
  const shippingMinor = promotion.kind === 'free_shipping' ? left.shippingMinor : 0;
  const next = new Map(left.lines);
  const taken = lines
    .map((line, index) => ({ lineId: line.lineId, amountMinor: parts[index] ?? 0 }))
    .filter((part) => part.amountMinor > 0);
  for (const part of taken) next.set(part.lineId, (next.get(part.lineId) ?? 0) - part.amountMinor);
  const amountMinor = taken.reduce((sum, part) => sum + part.amountMinor, shippingMinor);
  const { id: promotionId, code, name } = promotion;
  return {
    applied: { promotionId, code, name, amountMinor, lines: taken, shippingMinor },
    left: { lines: next, shippingMinor: left.shippingMinor - shippingMinor },
  };
}
