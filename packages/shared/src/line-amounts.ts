/**
 * The line rule, written once (record 029): what an order line costs from its unit price,
 * quantity, tax rate and discount rate. Cart totals, the checkout, tax invoices, returns and their
 * refunds all take a line's figures from here, so the same lines give the same amounts everywhere.
 *
 * Rounding order: the gross (unit price x quantity) is exact; the discount and the tax are each a
 * percentage of that gross, rounded once, half up, to a whole minor unit; the taxable value and
 * the total are then exact differences and sums. Amounts are in the minor units the prices are
 * kept in (the shop's cents); a charged currency is reached afterwards, once, by `convertMinor`.
 */
import { convertMinor, percentOfMinor } from './money';

export type LineInput = {
  /** Price of one unit, in minor units (the sale price already applied). */
  unitMinor: number;
  quantity: number;
  taxPercent: number;
  discountPercent: number;
};

export type LineAmounts = {
  /** Unit price x quantity. */
  gross: number;
  discount: number;
  /** gross - discount. */
  taxable: number;
  /** The tax rate applied to the gross, as the checkout has always charged it (record 024). */
  tax: number;
  /** taxable + tax: what the customer pays for the line. */
  total: number;
};

const clampPercent = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0);

/** One line's amounts. A negative price or quantity counts as 0, a fractional quantity as its whole part. */
export function lineAmounts(line: LineInput): LineAmounts {
  const quantity = Math.max(0, Math.floor(line.quantity));
  const gross = Math.max(0, line.unitMinor) * quantity;
  const discount = percentOfMinor(gross, clampPercent(line.discountPercent));
  const tax = percentOfMinor(gross, clampPercent(line.taxPercent));
  const taxable = gross - discount;
  return { gross, discount, taxable, tax, total: taxable + tax };
}

/**
 * A line's amounts in a charged currency, at `rate`: the total and the tax are converted (each
 * rounded once), the taxable value is their difference, so a converted line still adds up.
 */
export function convertLineAmounts(amounts: LineAmounts, rate: number): LineAmounts {
  const gross = convertMinor(amounts.gross, rate);
  const tax = convertMinor(amounts.tax, rate);
  const total = convertMinor(amounts.total, rate);
  const taxable = total - tax;
  return { gross, discount: gross - taxable, taxable, tax, total };
}

/**
 * What the customer paid for these lines in the charged currency: their totals added in the
 * shop's minor units and converted once, as the checkout converts the order's total. A return of
 * every line of an order refunds exactly its charge for the goods.
 */
export function chargedForLines(lines: readonly LineInput[], rate: number): number {
  return convertMinor(
    lines.reduce((sum, line) => sum + lineAmounts(line).total, 0),
    rate,
  );
}

/** An order line as the database records it, with the rates the checkout charged. */
export type RecordedLine = {
  unitPriceCents: number;
  quantity: number;
  /** Null on lines recorded before the rates were stored with them (before tax invoices). */
  taxPercent: number | null;
  discountPercent: number | null;
};

/**
 * A recorded order line as the line rule's input. A line without stored rates takes its product's
 * rates: the checkout charged the product's rates (never none), so invoices and returns of such
 * older orders agree with each other and with the charge (record 029).
 */
export function recordedLineInput(
  line: RecordedLine,
  product: { taxPercent: number; discountPercent: number },
  quantity = line.quantity,
): LineInput {
  return {
    unitMinor: line.unitPriceCents,
    quantity,
    taxPercent: line.taxPercent ?? product.taxPercent,
    discountPercent: line.discountPercent ?? product.discountPercent,
  };
}

/**
 * An order line priced GST-inclusive (record 036): the unit price already holds the tax. A named
 * discount (promotions) comes off the gross as an amount; the tax is then computed back out of
 * what the line costs, so the taxable value and the tax always add up to it exactly.
 */
export type InclusiveLineInput = {
  /** Price of one unit, tax included, in the minor units charged (sale price applied). */
  unitMinor: number;
  quantity: number;
  /** The GST rate of the line's HSN code. */
  taxPercent: number;
  /** A named discount on the line, in minor units (0 without one). */
  discountMinor?: number;
  /** False for an export (zero-rated): no GST in the price. */
  taxed: boolean;
};

/** The GST inside a tax-inclusive amount: amount x rate / (100 + rate), rounded half up once. */
export function includedTax(amountMinor: number, taxPercent: number): number {
  const rate = clampPercent(taxPercent);
  return Math.round((amountMinor * rate) / (100 + rate));
}

export function inclusiveLineAmounts(line: InclusiveLineInput): LineAmounts {
  const quantity = Math.max(0, Math.floor(line.quantity));
  const gross = Math.max(0, Math.round(line.unitMinor)) * quantity;
  const discount = Math.min(gross, Math.max(0, Math.round(line.discountMinor ?? 0)));
  const total = gross - discount;
  const tax = line.taxed ? includedTax(total, line.taxPercent) : 0;
  return { gross, discount, taxable: total - tax, tax, total };
}

/**
 * Delivery charged by the seller is part of a composite supply: taxed at the principal supply's
 * rate, the highest rate among the goods when they differ (0 with no goods).
 */
export function shippingTaxPercent(lines: readonly { taxPercent: number; quantity: number }[]) {
  return lines.reduce(
    (highest, line) =>
      line.quantity > 0 ? Math.max(highest, clampPercent(line.taxPercent)) : highest,
    0,
  );
}
