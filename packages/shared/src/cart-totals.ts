/**
 * Cart totals (spec section 9), used by the cart, the checkout and the server. Arithmetic is in
 * integer minor units, each line by the one line rule (line-amounts.ts), so the same lines always
 * give the same totals on both sides, and on the invoice and the refund of a return. Since record
 * 036 prices include GST (`computeInclusiveTotals`); `computeTotalsCents` is the rule orders placed
 * before it were charged by (tax on top), which their invoices and refunds still follow.
 * Shipping is not a line's: it comes from the shipping rate table for the chosen method
 * (shipping.ts, DESIGN deviation 13) and is added here as one amount.
 */
import {
  inclusiveLineAmounts,
  includedTax,
  lineAmounts,
  shippingTaxPercent,
  type InclusiveLineInput,
} from './line-amounts';
import { effectivePriceCents } from './pricing';

/** A line in integer cents, as the database keeps prices. */
export type TotalsLineCents = {
  priceCents: number;
  salePriceCents: number | null;
  taxPercent: number;
  discountPercent: number;
  quantity: number;
};

export type CartTotalsCents = {
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
};

/** Totals of the lines plus the shipping the rate table priced (0 until a method is chosen). */
export function computeTotalsCents(
  lines: readonly TotalsLineCents[],
  shippingCents = 0,
): CartTotalsCents {
  let subtotal = 0;
  const shipping = Math.max(0, Math.round(shippingCents));
  let tax = 0;
  let discount = 0;
  for (const line of lines) {
    const amounts = lineAmounts({ ...line, unitMinor: effectivePriceCents(line) });
    subtotal += amounts.gross;
    tax += amounts.tax;
    discount += amounts.discount;
  }
  return { subtotal, shipping, tax, discount, total: subtotal + tax + shipping - discount };
}

/** A line priced in the currency shown, tax included (record 036). */
export type InclusiveTotalsLine = Omit<InclusiveLineInput, 'taxed'>;

export type InclusiveTotals = {
  /** The lines' gross (unit x quantity), tax included. */
  subtotal: number;
  /** Named discounts (none until promotions). */
  discount: number;
  shipping: number;
  /** GST in the goods' prices. */
  goodsTax: number;
  /** GST in the shipping charge, at `shippingTaxPercent`. */
  shippingTax: number;
  shippingTaxPercent: number;
  /** All the GST included: "Includes ₹X GST". */
  tax: number;
  /** What is charged: subtotal - discount + shipping (the tax is inside). */
  total: number;
};

/**
 * Totals of tax-inclusive lines and a shipping charge, in one currency's minor units. `taxed` is
 * false for an export: the same prices, no GST in them. The total is the sum of the amounts shown.
 */
export function computeInclusiveTotals(
  lines: readonly InclusiveTotalsLine[],
  shippingMinor: number,
  taxed: boolean,
): InclusiveTotals {
  let subtotal = 0;
  let discount = 0;
  let goodsTax = 0;
  for (const line of lines) {
    const amounts = inclusiveLineAmounts({ ...line, taxed });
    subtotal += amounts.gross;
    discount += amounts.discount;
    goodsTax += amounts.tax;
  }
  const shipping = Math.max(0, Math.round(shippingMinor));
  const shippingPercent = taxed ? shippingTaxPercent(lines) : 0;
  const shippingTax = includedTax(shipping, shippingPercent);
  return {
    subtotal,
    discount,
    shipping,
    goodsTax,
    shippingTax,
    shippingTaxPercent: shippingPercent,
    tax: goodsTax + shippingTax,
    total: subtotal - discount + shipping,
  };
}
