import { describe, expect, it } from 'vitest';
import { computeInclusiveTotals } from '../cart-totals';
import { inclusiveLineAmounts } from '../line-amounts';
import { bestCombination } from './best-combination';
import {
  discountedLines,
  discountedShippingMinor,
  shippingBeforeDiscounts,
  shippingDiscountMinor,
} from './discounted-lines';
import type { PromotionCart } from './types';

const cart: PromotionCart = {
  lines: [
    {
      lineId: 'journal',
      productId: 'p-journal',
      variantId: 'v-journal',
      category: 'notebooks',
      unitMinor: 1120_00,
      quantity: 1,
      taxPercent: 12,
    },
    {
      lineId: 'pen',
      productId: 'p-pen',
      variantId: 'v-pen',
      category: 'pens',
      unitMinor: 118_00,
      quantity: 3,
      taxPercent: 18,
    },
  ],
  shippingMinor: 59_00,
  currency: 'INR',
};
const shopper = { isFirstOrder: true, now: new Date('2026-11-26T10:00:00Z') };
const welcome = {
  id: 'welcome',
  name: 'Welcome',
  code: 'WELCOME10',
  kind: 'percent' as const,
  value: 10,
  conditions: { firstOrderOnly: true },
  combinable: true,
};
const freeDelivery = {
  ...welcome,
  id: 'ship',
  name: 'Free delivery',
  code: null,
  kind: 'free_shipping' as const,
  conditions: { minSubtotal: 1000_00 },
};

describe('discountedLines', () => {
  const result = bestCombination(cart, [welcome, freeDelivery], shopper, 'welcome10');

  it('charges each line its value less its discount, and shipping less free delivery', () => {
    expect(
      discountedLines(cart, result).map((l) => [l.lineId, l.discountMinor, l.chargedMinor]),
    ).toEqual([
      ['journal', 112_00, 1008_00],
      ['pen', 35_40, 318_60],
    ]);
    expect(discountedShippingMinor(cart, result)).toBe(0);
  });

  it('lets the GST be computed back out of the value after the discount', () => {
    const [journal] = discountedLines(cart, result);
    // ₹1,008 at 12% inclusive: ₹108 GST on a taxable ₹900 (not the ₹120 in the full ₹1,120).
    expect(inclusiveLineAmounts({ ...journal!, taxed: true })).toEqual({
      gross: 1120_00,
      discount: 112_00,
      taxable: 900_00,
      tax: 108_00,
      total: 1008_00,
    });
  });

  it('gives totals whose tax plus taxable value is the charge', () => {
    const lines = discountedLines(cart, result);
    const totals = computeInclusiveTotals(lines, discountedShippingMinor(cart, result), true);
    const charge = 1120_00 + 354_00 - result.totalDiscount + 59_00;
    expect(totals.total).toBe(charge);
    expect(totals.discount).toBe(147_40);
    const taxable = lines.reduce(
      (sum, l) => sum + inclusiveLineAmounts({ ...l, taxed: true }).taxable,
      0,
    );
    expect(taxable + totals.goodsTax).toBe(totals.subtotal - totals.discount);
    expect(totals.tax + taxable + (totals.shipping - totals.shippingTax)).toBe(charge);
  });
});

describe('shippingBeforeDiscounts', () => {
  it('adds back what free-shipping discounts took off shipping, and nothing else', () => {
    const discounts = [
      { amountMinor: 150_00, shippingMinor: 0 },
      { amountMinor: 99_00, shippingMinor: 99_00 },
    ];
    expect(shippingDiscountMinor(discounts)).toBe(99_00);
    expect(shippingBeforeDiscounts(0, discounts)).toBe(99_00);
    expect(shippingBeforeDiscounts(49_00, [])).toBe(49_00);
  });
});
