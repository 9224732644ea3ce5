import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByValue, applyPromotion, fullPrice } from './allocate';
import type { Promotion, PromotionCart, PromotionCartLine } from './types';

const line = (lineId: string, unitMinor: number, quantity = 1, category = 'notebooks') =>
  ({
    lineId,
    productId: `p-${lineId}`,
    variantId: `v-${lineId}`,
    category,
    unitMinor,
    quantity,
    taxPercent: 12,
  }) satisfies PromotionCartLine;
const cart = (lines: PromotionCartLine[], shippingMinor = 0): PromotionCart => ({
  lines,
  shippingMinor,
  currency: 'INR',
});
const promotion = (over: Partial<Promotion>): Promotion => ({
  id: 'p',
  name: 'Offer',
  code: null,
  kind: 'percent',
  value: 10,
  conditions: {},
  combinable: true,
  ...over,
});
const apply = (p: Promotion, c: PromotionCart) => applyPromotion(p, c, fullPrice(c)).applied;

describe('allocateByValue', () => {
  it('splits in proportion, the largest remainders taking the odd minor units', () => {
    // 100 over three equal lines = 33.33 each; the first (ties go to the earlier) takes the extra one.
    expect(allocateByValue(100, [100, 100, 100])).toEqual([34, 33, 33]);
    // 10 over 300:200:100 -> 5, 3.33, 1.67: the 0.67 remainder wins.
    expect(allocateByValue(10, [300, 200, 100])).toEqual([5, 3, 2]);
  });

  it('never gives a part more than its weight, capping the amount at their sum', () => {
    expect(allocateByValue(1_000, [100, 50])).toEqual([100, 50]);
    expect(allocateByValue(5, [0, 7])).toEqual([0, 5]);
    expect(allocateByValue(5, [])).toEqual([]);
  });

  it('stays exact where amount x weight passes 2^53', () => {
    const parts = allocateByValue(9_000_000_000, [9_000_000_001, 3]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(9_000_000_000);
  });

  it('always adds up to min(amount, total) with each part within 0..weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 8 }),
        (amount, weights) => {
          const parts = allocateByValue(amount, weights);
          const total = weights.reduce((s, w) => s + w, 0);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(Math.min(amount, total));
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });
});

describe('applyPromotion', () => {
  const notebook = line('a', 499_00, 2);
  const poster = line('b', 199_00, 3, 'posters');

  it('percent: of the targeted lines’ value, rounded once, spread by value', () => {
    const applied = apply(promotion({ value: 10 }), cart([notebook, poster], 49_00));
    // 10% of 998 + 597 = 159.50.
    expect(applied.amountMinor).toBe(159_50);
    expect(applied.lines).toEqual([
      { lineId: 'a', amountMinor: 99_80 },
      { lineId: 'b', amountMinor: 59_70 },
    ]);
    expect(applied.shippingMinor).toBe(0);
  });

  it('percent: only on the lines it targets', () => {
    const posters = promotion({ value: 50, conditions: { targets: { categories: ['posters'] } } });
    expect(apply(posters, cart([notebook, poster])).lines).toEqual([
      { lineId: 'b', amountMinor: 298_50 },
    ]);
  });

  it('fixed: spread by value, capped at the targeted goods', () => {
    const off = apply(promotion({ kind: 'fixed', value: 100_00 }), cart([notebook, poster]));
    expect(off.lines).toEqual([
      { lineId: 'a', amountMinor: 62_57 },
      { lineId: 'b', amountMinor: 37_43 },
    ]);
    const huge = promotion({
      kind: 'fixed',
      value: 5_000_00,
      conditions: { targets: { productIds: ['p-b'] } },
    });
    expect(apply(huge, cart([notebook, poster], 49_00))).toMatchObject({
      amountMinor: 597_00,
      lines: [{ lineId: 'b', amountMinor: 597_00 }],
      shippingMinor: 0,
    });
  });

  it('free shipping: the shipping only', () => {
    const applied = apply(promotion({ kind: 'free_shipping' }), cart([notebook], 49_00));
    expect(applied).toMatchObject({ amountMinor: 49_00, lines: [], shippingMinor: 49_00 });
  });

  it('cheapest free: one of the cheapest targeted units per buyQuantity', () => {
    const buy2 = promotion({ kind: 'cheapest_free', conditions: { buyQuantity: 2 } });
    // 5 units: 2 free, both posters (₹199 each).
    expect(apply(buy2, cart([notebook, poster])).lines).toEqual([
      { lineId: 'b', amountMinor: 398_00 },
    ]);
    const buy3 = promotion({ kind: 'cheapest_free', conditions: { buyQuantity: 3 } });
    const cheap = line('c', 99_00, 1, 'posters');
    // 6 units: 2 free, the ₹99 one and a ₹199 one.
    expect(apply(buy3, cart([notebook, poster, cheap])).lines).toEqual([
      { lineId: 'b', amountMinor: 199_00 },
      { lineId: 'c', amountMinor: 99_00 },
    ]);
  });

  it('cheapest free: takes from what is left of a unit after an earlier promotion', () => {
    const c = cart([line('a', 100, 3)]);
    const before = applyPromotion(promotion({ kind: 'fixed', value: 1 }), c, fullPrice(c)).left;
    // 299 left over 3 units: 99, 100, 100; the free one is the 99.
    const buy3 = promotion({ kind: 'cheapest_free', conditions: { buyQuantity: 3 } });
    expect(applyPromotion(buy3, c, before).applied.amountMinor).toBe(99);
  });
});
