/** Shares drawn as widths and fills (ratings, reading progress): not money, which is money.ts's. */
export const PERCENT = 100;

/** `part` of `whole` as a percentage, 0 when the whole is 0. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? (part / whole) * PERCENT : 0;
