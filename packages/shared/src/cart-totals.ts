/**
 * Cart totals (spec section 9), used by the cart, the checkout and the server. Arithmetic is in
 * integer cents, rounded per line, so the same lines always give the same totals on both sides.
 * Shipping is each line's shipping cost times its quantity (DESIGN deviation 2).
 */
import { toMinorUnits } from './currency';

export type TotalsLine = {
  /** USD decimals, as the API sends them. */
  price: number;
  salePrice: number | null;
  taxPercent: number;
  discountPercent: number;
  shippingCost: number;
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

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const clampPercent = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0);

export function lineUnitCents(line: Pick<TotalsLine, 'price' | 'salePrice'>): number {
  return toMinorUnits(line.salePrice ?? line.price);
}

export function computeTotalsCents(lines: readonly TotalsLine[]): CartTotalsCents {
  let subtotal = 0;
  let shipping = 0;
  let tax = 0;
  let discount = 0;
  for (const line of lines) {
    const quantity = Math.max(0, Math.floor(line.quantity));
    const amount = Math.max(0, lineUnitCents(line)) * quantity;
    subtotal += amount;
    tax += percentOf(amount, clampPercent(line.taxPercent));
    discount += percentOf(amount, clampPercent(line.discountPercent));
    shipping += Math.max(0, toMinorUnits(line.shippingCost)) * quantity;
  }
  return { subtotal, shipping, tax, discount, total: subtotal + tax + shipping - discount };
}

export function computeCartTotals(lines: readonly TotalsLine[]): CartTotals {
  const cents = computeTotalsCents(lines);
  return {
    subTotalPrice: cents.subtotal / 100,
    shippingCost: cents.shipping / 100,
    totalTax: cents.tax / 100,
    calculateDiscount: cents.discount / 100,
    totalAmount: cents.total / 100,
    taxPercentage: cents.subtotal === 0 ? '0.00' : ((cents.tax / cents.subtotal) * 100).toFixed(2),
    cents,
  };
}
