/** Rupees first (record 036): GST-inclusive totals and prices converted by each currency's rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInclusiveTotals } from './cart-totals';
import { includedTax, inclusiveLineAmounts, shippingTaxPercent } from './line-amounts';
import {
  convertShopMinor,
  DEFAULT_ROUNDING,
  pricedProduct,
  productPriceIn,
  roundUpPrice,
  saving,
  shopRateTo,
  unitPriceIn,
  type PriceContext,
} from './shop-money';

const context: PriceContext = {
  shopCurrency: 'INR',
  rates: { USD: 1, INR: 84, EUR: 0.92, GBP: 0.79, CAD: 1.39, AUD: 1.53, SGD: 1.34 },
  rounding: DEFAULT_ROUNDING,
};

const GST_RATES = [0, 5, 12, 18] as const;
const line = fc.record({
  unitMinor: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  taxPercent: fc.constantFrom(...GST_RATES),
});

describe('GST-inclusive lines', () => {
  it('computes the tax back out of the price: ₹1,180 at 18% holds ₹180 of GST on ₹1,000', () => {
    expect(
      inclusiveLineAmounts({ unitMinor: 118_000, quantity: 1, taxPercent: 18, taxed: true }),
    ).toEqual({ gross: 118_000, discount: 0, taxable: 100_000, tax: 18_000, total: 118_000 });
    // ₹999 at 18%: 999 x 18 / 118 = 152.389... -> ₹152.39.
    expect(includedTax(99_900, 18)).toBe(15_239);
    // An export: the same price, no GST in it.
    expect(
      inclusiveLineAmounts({ unitMinor: 99_900, quantity: 2, taxPercent: 18, taxed: false }),
    ).toEqual({ gross: 199_800, discount: 0, taxable: 199_800, tax: 0, total: 199_800 });
  });

  it('takes a named discount off the gross, never below zero', () => {
    expect(
      inclusiveLineAmounts({
        unitMinor: 50_000,
        quantity: 2,
        taxPercent: 5,
        discountMinor: 10_500,
        taxed: true,
      }),
    ).toEqual({ gross: 100_000, discount: 10_500, taxable: 85_238, tax: 4_262, total: 89_500 });
    expect(
      inclusiveLineAmounts({
        unitMinor: 100,
        quantity: 1,
        taxPercent: 5,
        discountMinor: 500,
        taxed: true,
      }).total,
    ).toBe(0);
  });

  it('taxes shipping at the highest rate of the goods (a composite supply)', () => {
    expect(
      shippingTaxPercent([
        { taxPercent: 5, quantity: 1 },
        { taxPercent: 18, quantity: 2 },
        { taxPercent: 0, quantity: 1 },
      ]),
    ).toBe(18);
    expect(shippingTaxPercent([])).toBe(0);
    const totals = computeInclusiveTotals(
      [
        { unitMinor: 49_900, quantity: 1, taxPercent: 5 },
        { unitMinor: 99_900, quantity: 2, taxPercent: 18 },
      ],
      7_900,
      true,
    );
    expect(totals).toMatchObject({
      subtotal: 249_700,
      shipping: 7_900,
      shippingTaxPercent: 18,
      shippingTax: includedTax(7_900, 18),
      total: 257_600,
    });
  });

  it('for any cart of up to 20 lines at 0, 5, 12 and 18%: tax plus taxable values is the total, to the paisa, and the total is the sum of the prices shown', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 0, maxLength: 20 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        (lines, shipping, taxed) => {
          const totals = computeInclusiveTotals(lines, shipping, taxed);
          const shown = lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0) + shipping;
          expect(totals.total).toBe(shown);
          const amounts = lines.map((l) => inclusiveLineAmounts({ ...l, taxed }));
          const taxable = amounts.reduce((sum, a) => sum + a.taxable, 0);
          const shippingTaxable = totals.shipping - totals.shippingTax;
          expect(taxable + shippingTaxable + totals.tax).toBe(totals.total);
          for (const a of amounts) expect(a.taxable + a.tax).toBe(a.total);
          if (!taxed) expect(totals.tax).toBe(0);
          // The tax is never more than the rate allows of what it is inside.
          expect(totals.tax).toBeLessThanOrEqual(Math.ceil((totals.total * 18) / 118));
        },
      ),
    );
  });
});

describe('prices in other currencies', () => {
  it('rounds up to the next amount the rule allows', () => {
    expect(roundUpPrice(1230, '0.99')).toBe(1299);
    expect(roundUpPrice(1299, '0.99')).toBe(1299);
    expect(roundUpPrice(1300, '0.99')).toBe(1399);
    expect(roundUpPrice(1230, '0.95')).toBe(1295);
    expect(roundUpPrice(1296, '0.95')).toBe(1395);
    expect(roundUpPrice(1230, 'whole')).toBe(1300);
    expect(roundUpPrice(1200, 'whole')).toBe(1200);
    expect(roundUpPrice(1230.4, 'exact')).toBe(1230);
  });

  it('converts a rupee price at the day rate and rounds it by the currency rule: ₹999 is $11.99', () => {
    // 999 / 84 = 11.89 -> $11.99.
    expect(convertShopMinor(99_900, 'USD', context)).toBe(1199);
    // The shop currency is never converted.
    expect(convertShopMinor(99_950, 'INR', context)).toBe(99_950);
    expect(shopRateTo(context, 'USD')).toBeCloseTo(1 / 84, 12);
  });

  it('follows the rounding rule for any price, rate and currency, never below the exact conversion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'SGD' as const),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        (minor, code, inrPerUsd) => {
          const ctx = { ...context, rates: { ...context.rates, INR: inrPerUsd } };
          const converted = convertShopMinor(minor, code, ctx);
          const exact = minor * shopRateTo(ctx, code);
          const rule = DEFAULT_ROUNDING[code];
          expect(converted).toBeGreaterThanOrEqual(Math.round(exact));
          expect(converted - Math.round(exact)).toBeLessThan(100);
          if (rule === '0.99') expect(converted % 100).toBe(99);
          if (rule === '0.95') expect(converted % 100).toBe(95);
          if (rule === 'whole') expect(converted % 100).toBe(0);
        },
      ),
    );
  });

  it('prefers the price the owner set by hand, and keeps a sale only when it is below the price', () => {
    const product = {
      price: 1299,
      salePrice: 999,
      priceList: { USD: { price: 14, salePrice: null } },
    };
    expect(productPriceIn(pricedProduct(product), 'USD', context)).toEqual({
      priceMinor: 1400,
      salePriceMinor: null,
    });
    expect(unitPriceIn(pricedProduct(product), 'INR', context)).toBe(99_900);
    // Converted: 1,299 / 84 = 15.46 -> 15.99; 999 / 84 = 11.89 -> 11.99.
    expect(productPriceIn(pricedProduct({ ...product, priceList: {} }), 'USD', context)).toEqual({
      priceMinor: 1599,
      salePriceMinor: 1199,
    });
  });

  it('says what a sale saves, in money and whole per cent', () => {
    expect(saving({ priceMinor: 129_900, salePriceMinor: 99_900 })).toEqual({
      minor: 30_000,
      percent: 23,
    });
    expect(saving({ priceMinor: 129_900, salePriceMinor: null })).toBeNull();
  });
});
