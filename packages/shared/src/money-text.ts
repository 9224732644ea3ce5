/**
 * An amount written as `Intl.NumberFormat('en-IN', { minimumFractionDigits: 2,
 * maximumFractionDigits: 2 })` writes it ('12,34,567.89', '-0.50'), character for character, without
 * Intl. A page's first Intl call starts ICU, about 15 ms of one task on a fast desktop and four
 * times that on a phone, and prices are formatted while React hydrates (record 035).
 */

/** Beyond this String() switches to exponent notation (1e21), so Intl writes the rest. */
const PLAIN_LIMIT = 1e21;

let intl: Intl.NumberFormat | undefined;
const viaIntl = (amount: number) =>
  (intl ??= new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(amount);

/** Indian grouping: the last three digits, then pairs ('1234567' -> '12,34,567'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * ICU rounds the shortest decimal that reads back as the number (what String() prints: 1.005 is
 * '1.005', so '1.01'), half away from zero, and keeps the minus of a negative that rounds to zero
 * ('-0.00'), as Intl does.
 */
export function formatAmountEnIn(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= PLAIN_LIMIT) return viaIntl(amount);
  const text = String(Math.abs(amount));
  // Below 1e-6 String() writes an exponent: such an amount rounds to zero.
  const [whole = '0', fraction = ''] = text.includes('e') ? ['0'] : text.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction.charAt(2) >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${groupIndian(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** Western grouping: threes ('1234567' -> '1,234,567'). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * An amount as a shopper reads it (record 036): Indian grouping for rupees (1,49,999), Western
 * for other currencies (1,234,567), no '.00' on a whole amount, two decimals when there are some.
 */
export function formatAmountAsRead(amount: number, indianGrouping: boolean): string {
  const fixed = formatAmountEnIn(amount);
  if (fixed.includes('e') || !/^-?[\d,]+\.\d\d$/.test(fixed)) return fixed;
  const sign = fixed.startsWith('-') ? '-' : '';
  const [whole = '0', fraction = '00'] = fixed.replace(/^-/, '').replaceAll(',', '').split('.');
  const grouped = indianGrouping ? groupIndian(whole) : groupThousands(whole);
  const shown = fraction === '00' ? grouped : `${grouped}.${fraction}`;
  return sign && shown !== '0' ? `${sign}${shown}` : shown;
}
