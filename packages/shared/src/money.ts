/**
 * Money is kept and added as integer minor units (cents: every currency the shop sells in has two
 * decimals). These two functions are the only conversions between an amount such as 12.34 and its
 * minor units; amounts appear only at the edges (JSON the spec defines, forms, display).
 */

/** Minor units in one major unit (USD, EUR, GBP, INR, CAD and AUD all have two decimals). */
export const MINOR_PER_MAJOR = 100;

/**
 * Amount -> integer minor units. The decimal point is shifted in the number's text, not by
 * multiplying, so binary drift cannot push a value across a rounding boundary: 1.005 -> 101 (not
 * 100), 0.1 + 0.2 -> 30, 19.99 -> 1999. Beyond two decimals it rounds half up (towards +infinity,
 * like Math.round): 0.125 -> 13, -0.125 -> -12. Non-finite input gives NaN.
 */
export function toMinor(amount: number): number {
  const [mantissa, exponent = '0'] = String(amount).split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
}

/** Integer minor units -> amount, exact for every integer (1999 -> 19.99). */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}
