/**
 * Money is kept and added as integer minor units (cents: every currency the shop sells in has two
 * decimals). These helpers are the only place that knows how many minor units make a major one,
 * how a percentage of an amount rounds and how minor units are converted or written as a decimal;
 * amounts appear only at the edges (JSON the spec defines, forms, display).
 */

/** Minor units in one major unit (USD, EUR, GBP, INR, CAD, AUD and SGD all have two decimals). */
export const MINOR_PER_MAJOR = 100;
const MINOR_DIGITS = 2;
/** The whole that a percentage is a share of. */
const PERCENT = 100;

/**
 * Amount -> integer minor units. The decimal point is shifted in the number's text, not by
 * multiplying, so binary drift cannot push a value across a rounding boundary: 1.005 -> 101
 * (multiplying drifts to 100.49999...), 0.1 + 0.2 -> 30, 19.99 -> 1999. Beyond two decimals it
 * rounds half up (towards +infinity, like Math.round): 0.125 -> 13, -0.125 -> -12. Non-finite
 * input gives NaN.
 */
export function toMinor(amount: number): number {
  const [mantissa, exponent = '0'] = String(amount).split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) + MINOR_DIGITS}`));
}

/** Integer minor units -> amount, exact for every integer (1999 -> 19.99). */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Whether an amount is a whole number of minor units (19.99 yes, 19.999 no). */
export function isWholeMinor(amount: number): boolean {
  return Number.isFinite(amount) && fromMinor(toMinor(amount)) === amount;
}

/**
 * `percent` per cent of an amount in minor units, rounded once, half up (Math.round), to a whole
 * minor unit. Exact for integer amounts and percentages: their product is an integer, and its
 * hundredth is the nearest double, so a half is a true half (250 x 1% -> 3).
 */
export function percentOfMinor(minor: number, percent: number): number {
  return Math.round((minor * percent) / PERCENT);
}

/**
 * Minor units of one currency -> minor units of another, at `rate` units of the second per unit
 * of the first, rounded half up to a whole minor unit (how a checkout total becomes the charge).
 */
export function convertMinor(minor: number, rate: number): number {
  return Math.round(minor * rate);
}

/** Minor units as a plain decimal string with two decimals, built from the integer: 123450 -> '1234.50', -5 -> '-0.05'. */
export function formatMinorDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(minor))).padStart(MINOR_DIGITS + 1, '0');
  return `${sign}${digits.slice(0, -MINOR_DIGITS)}.${digits.slice(-MINOR_DIGITS)}`;
}
