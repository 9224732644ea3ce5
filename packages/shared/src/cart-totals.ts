/**
 * Cart totals (spec section 9), used by the cart, the checkout and the server. Arithmetic is in
 * integer cents, each line by the one line rule (line-amounts.ts), so the same lines always give
 * the same totals on both sides, and on the invoice and the refund of a return.
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
import { formatShareAsPercent, fromMinor, toMinor } from './money';
import { effectivePriceCents } from './pricing';

/** A line in integer cents, as the database keeps prices. */
export type TotalsLineCents = {
  priceCents: number;
  salePriceCents: number | null;
  taxPercent: number;
  discountPercent: number;
  quantity: number;
};

/** A line as the web's cart holds it: the API's Product prices in USD decimals. */
export type TotalsLine = {
  price: number;
  salePrice: number | null;
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

export type CartTotals = {
  subTotalPrice: number;
  shippingCost: number;
  totalTax: number;
  calculateDiscount: number;
  totalAmount: number;
  /** Tax as a percentage of the subtotal, 2 decimals ('0.00' for an empty cart). */
  taxPercentage: string;
  cents: CartTotalsCents;
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

/** A cart line's prices in cents, converted once at the edge. */
export function toTotalsLineCents(line: TotalsLine): TotalsLineCents {
  return {
    priceCents: toMinor(line.price),
    salePriceCents: line.salePrice === null ? null : toMinor(line.salePrice),
    taxPercent: line.taxPercent,
    discountPercent: line.discountPercent,
    quantity: line.quantity,
  };
}

/** Totals of the web's cart: computed in cents, given back in USD decimals as the spec names them. */
export function computeCartTotals(lines: readonly TotalsLine[], shippingCents = 0): CartTotals {
  const cents = computeTotalsCents(lines.map(toTotalsLineCents), shippingCents);
  return {
    subTotalPrice: fromMinor(cents.subtotal),
    shippingCost: fromMinor(cents.shipping),
    totalTax: fromMinor(cents.tax),
    calculateDiscount: fromMinor(cents.discount),
    totalAmount: fromMinor(cents.total),
    taxPercentage: formatShareAsPercent(cents.tax, cents.subtotal),
    cents,
  };
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
