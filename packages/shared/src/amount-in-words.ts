/**
 * An amount written in words, as a tax invoice states its total: rupees in the Indian system
 * (thousand, lakh, crore), "Rupees One Lakh Forty-Nine Thousand Nine Hundred Ninety-Nine and
 * Fifty Paise Only"; another currency (an export invoice's) in the international one (thousand,
 * million, billion), "US Dollars Twelve and Five Cents Only".
 */
import { MINOR_PER_MAJOR } from './money';

type CurrencyWords = {
  /** The major unit, as it leads the amount ('Rupees'). */
  major: string;
  /** The minor unit, singular and plural. */
  minor: readonly [string, string];
  indian: boolean;
};

const CURRENCY_WORDS: Partial<Record<string, CurrencyWords>> = {
  INR: { major: 'Rupees', minor: ['Paisa', 'Paise'], indian: true },
  USD: { major: 'US Dollars', minor: ['Cent', 'Cents'], indian: false },
  EUR: { major: 'Euros', minor: ['Cent', 'Cents'], indian: false },
  GBP: { major: 'Pounds Sterling', minor: ['Penny', 'Pence'], indian: false },
  CAD: { major: 'Canadian Dollars', minor: ['Cent', 'Cents'], indian: false },
  AUD: { major: 'Australian Dollars', minor: ['Cent', 'Cents'], indian: false },
  SGD: { major: 'Singapore Dollars', minor: ['Cent', 'Cents'], indian: false },
};

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const HUNDRED = 100;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 1000: 'Nine Hundred Ninety-Nine' (no 'and', as Indian invoices write it). */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / HUNDRED);
  const rest = n % HUNDRED;
  if (hundreds > 0) words.push(ONES[hundreds]!, 'Hundred');
  if (rest >= 20)
    words.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest]!);
  return words;
}

type Scale = readonly [size: number, name: string];
const INDIAN_SCALES: readonly Scale[] = [
  [1e7, 'Crore'],
  [1e5, 'Lakh'],
  [1e3, 'Thousand'],
];
const INTERNATIONAL_SCALES: readonly Scale[] = [
  [1e12, 'Trillion'],
  [1e9, 'Billion'],
  [1e6, 'Million'],
  [1e3, 'Thousand'],
];

/** n > 0 in words; a count of the largest scale beyond its next one is itself written out. */
function wholeWords(n: number, scales: readonly Scale[]): string[] {
  const words: string[] = [];
  let rest = n;
  scales.forEach(([size, name], i) => {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) return;
    words.push(...(i === 0 ? wholeWords(count, scales) : belowThousand(count)), name);
  });
  if (rest > 0) words.push(...belowThousand(rest));
  return words;
}

/**
 * `minor` units of `currency` in words, ending 'Only'. Zero is '<major> Zero Only'; an amount
 * under one major unit names only the minor ('Fifty Paise Only'). A currency without words of
 * its own is led by its code, with its minor units as a fraction of a major unit.
 */
export function amountInWords(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole minor amount: ${minor}`);
  if (minor < 0) return `Minus ${amountInWords(-minor, currency)}`;
  const names = CURRENCY_WORDS[currency.toUpperCase()];
  const major = Math.floor(minor / MINOR_PER_MAJOR);
  const cents = minor % MINOR_PER_MAJOR;
  const scales = names?.indian ? INDIAN_SCALES : INTERNATIONAL_SCALES;
  const majorWords = major > 0 ? wholeWords(major, scales).join(' ') : 'Zero';
  if (!names)
    return `${currency} ${majorWords}${cents ? ` and ${cents}/${MINOR_PER_MAJOR}` : ''} Only`;
  const minorWords = cents
    ? `${belowThousand(cents).join(' ')} ${names.minor[cents === 1 ? 0 : 1]}`
    : '';
  if (major === 0 && cents > 0) return `${minorWords} Only`;
  return `${names.major} ${majorWords}${cents ? ` and ${minorWords}` : ''} Only`;
}
