/** Cells as values: amounts in rupees, whole counts and TRUE/FALSE, each problem with its line. */
import { PRICE_MAX, toMinor } from '@shop/shared';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

/** Rupees ("499", "499.00", "₹1,299.50") as paise; undefined when empty or wrong. */
export function parseAmount(
  cell: string | undefined,
  column: string,
  line: number,
  problems: string[],
) {
  if (!cell) return undefined;
  const text = cell.replace(/^(₹|Rs\.?|INR)\s*/i, '').replace(/,/g, '');
  const amount = Number(text);
  if (!AMOUNT.test(text) || amount > PRICE_MAX) {
    problems.push(`Line ${line}: ${column} "${cell}" is not an amount in rupees like 499.00`);
    return undefined;
  }
  return toMinor(amount);
}

/** A whole number of 0 or more; undefined when empty or wrong. */
export function parseCount(
  cell: string | undefined,
  column: string,
  line: number,
  problems: string[],
) {
  if (!cell) return undefined;
  if (!COUNT.test(cell)) {
    problems.push(`Line ${line}: ${column} "${cell}" must be a whole number of 0 or more`);
    return undefined;
  }
  return Number(cell);
}

export function parseBool(
  cell: string | undefined,
  column: string,
  line: number,
  problems: string[],
) {
  if (!cell) return undefined;
  const value = cell.toLowerCase();
  if (value === 'true' || value === 'yes' || value === '1') return true;
  if (value === 'false' || value === 'no' || value === '0') return false;
  problems.push(`Line ${line}: ${column} must be TRUE or FALSE, not "${cell}"`);
  return undefined;
}
