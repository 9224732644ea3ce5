/**
 * Properties of the promotion engine over random carts, codes and automatic promotions (issue 28):
 * the chosen combination is the best valid one (brute force over every subset), no line is
 * discounted below zero, each promotion's parts add up to it, and tax plus taxable value is the charge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInclusiveTotals } from '../cart-totals';
import { inclusiveLineAmounts } from '../line-amounts';
import { applyCombination, bestCombination } from './best-combination';
import { lineGross, whyNot } from './conditions';
import { discountedLines, discountedShippingMinor } from './discounted-lines';
import type { Promotion, PromotionCart, PromotionContext } from './types';

const PRODUCTS = ['p1', 'p2', 'p3'];
const CATEGORIES = ['notebooks', 'posters'];

const arbCart: fc.Arbitrary<PromotionCart> = fc
  .record({
    lines: fc.array(
      fc.record({
        productId: fc.constantFrom(...PRODUCTS),
        category: fc.constantFrom(...CATEGORIES),
        unitMinor: fc.integer({ min: 0, max: 50_000_00 }),
        quantity: fc.integer({ min: 0, max: 5 }),
        taxPercent: fc.constantFrom(0, 5, 12, 18, 28),
      }),
      { maxLength: 4 },
    ),
    shippingMinor: fc.integer({ min: 0, max: 200_00 }),
  })
  .map(({ lines, shippingMinor }) => ({
    lines: lines.map((line, i) => ({ ...line, lineId: `l${i}`, variantId: `v${i}` })),
    shippingMinor,
    currency: 'INR',
  }));

const arbPromotion = (id: string, code: string | null): fc.Arbitrary<Promotion> =>
  fc
    .record({
      kind: fc.constantFrom('percent', 'fixed', 'free_shipping', 'cheapest_free'),
      percent: fc.integer({ min: 1, max: 100 }),
      fixed: fc.integer({ min: 1, max: 20_000_00 }),
      minSubtotal: fc.option(fc.integer({ min: 0, max: 60_000_00 }), { nil: undefined }),
      productIds: fc.option(fc.subarray(PRODUCTS), { nil: undefined }),
      categories: fc.option(fc.subarray(CATEGORIES), { nil: undefined }),
      firstOrderOnly: fc.boolean(),
      buyQuantity: fc.integer({ min: 2, max: 4 }),
      combinable: fc.boolean(),
    })
    .map((p) => ({
      id,
      name: id,
      code,
      kind: p.kind,
      value: p.kind === 'fixed' ? p.fixed : p.percent,
      conditions: {
        minSubtotal: p.minSubtotal,
        targets: { productIds: p.productIds, categories: p.categories },
        firstOrderOnly: p.firstOrderOnly,
        buyQuantity: p.buyQuantity,
      },
      combinable: p.combinable,
    }));

const arbCase = fc.record({
  cart: arbCart,
  code: fc.option(arbPromotion('code', 'SAVE'), { nil: undefined }),
  automatic: fc.tuple(
    ...['a1', 'a2', 'a3', 'a4'].map((id) => fc.option(arbPromotion(id, null), { nil: undefined })),
  ),
  isFirstOrder: fc.boolean(),
});

/** The stacking rule restated independently of the engine's own check. */
function allowed(set: Promotion[]): boolean {
  const code = set.find((p) => p.code !== null);
  const automatic = set.filter((p) => p.code === null);
  if (set.filter((p) => p.code !== null).length > 1) return false;
  if (automatic.length >= 2 && !automatic.every((p) => p.combinable)) return false;
  return !code || automatic.length === 0 || code.combinable;
}

const subsets = <T>(items: T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

const runs = { numRuns: 500 };

describe('the promotion engine, for random carts and promotions', () => {
  it('chooses a valid combination at least as good as every other valid one', () => {
    fc.assert(
      fc.property(arbCase, ({ cart, code, automatic, isFirstOrder }) => {
        const context: PromotionContext = { isFirstOrder, now: new Date('2026-11-26T10:00:00Z') };
        const promotions = [code, ...automatic].filter((p) => p !== undefined);
        const result = bestCombination(cart, promotions, context, code ? 'save' : undefined);
        const eligible = promotions.filter((p) => whyNot(p, cart, context) === null);
        const chosen = result.applied.map((a) => promotions.find((p) => p.id === a.promotionId)!);
        expect(chosen.every((p) => eligible.includes(p))).toBe(true);
        expect(allowed(chosen)).toBe(true);
        for (const set of subsets(eligible).filter(allowed))
          expect(result.totalDiscount).toBeGreaterThanOrEqual(
            applyCombination(cart, set).totalDiscount,
          );
        expect(result.codeRejected === undefined).toBe(!code || chosen.includes(code));
      }),
      runs,
    );
  });

  it('never discounts a line below zero, and each promotion’s parts add up to it', () => {
    fc.assert(
      fc.property(arbCase, ({ cart, code, automatic, isFirstOrder }) => {
        const context = { isFirstOrder, now: new Date('2026-11-26T10:00:00Z') };
        const promotions = [code, ...automatic].filter((p) => p !== undefined);
        const result = bestCombination(cart, promotions, context, 'SAVE');
        for (const line of cart.lines) {
          const discount = result.lineDiscounts[line.lineId] ?? -1;
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(lineGross(line));
        }
        for (const applied of result.applied) {
          const parts = applied.lines.reduce((sum, l) => sum + l.amountMinor, 0);
          expect(parts + applied.shippingMinor).toBe(applied.amountMinor);
        }
        const lines = Object.values(result.lineDiscounts).reduce((sum, d) => sum + d, 0);
        expect(lines + result.shippingDiscount).toBe(result.totalDiscount);
        expect(result.shippingDiscount).toBeLessThanOrEqual(cart.shippingMinor);
      }),
      runs,
    );
  });

  it('leaves a charge whose tax plus taxable value is exactly it', () => {
    fc.assert(
      fc.property(arbCase, fc.boolean(), ({ cart, code, automatic, isFirstOrder }, taxed) => {
        const context = { isFirstOrder, now: new Date('2026-11-26T10:00:00Z') };
        const promotions = [code, ...automatic].filter((p) => p !== undefined);
        const result = bestCombination(cart, promotions, context, 'SAVE');
        const lines = discountedLines(cart, result);
        const shipping = discountedShippingMinor(cart, result);
        const totals = computeInclusiveTotals(lines, shipping, taxed);
        const gross = cart.lines.reduce((sum, line) => sum + lineGross(line), 0);
        const charge = gross + cart.shippingMinor - result.totalDiscount;
        expect(totals.total).toBe(charge);
        let taxable = shipping - totals.shippingTax;
        for (const line of lines) {
          const amounts = inclusiveLineAmounts({ ...line, taxed });
          expect(amounts.taxable + amounts.tax).toBe(line.chargedMinor);
          taxable += amounts.taxable;
        }
        expect(taxable + totals.tax).toBe(charge);
      }),
      runs,
    );
  });
});
