/**
 * Why a promotion does not apply, in words a shopper reads at the checkout. A code is "this code",
 * an automatic promotion "this offer"; amounts and dates are written as the shop writes them.
 */
import { formatMoney } from '../currency';
import { fromMinor } from '../money';

export type PromotionNoun = 'code' | 'offer';

export const PROMOTION_MESSAGES = {
  unknownCode: 'We could not find this code. Check it and try again',
  notStarted: (noun: PromotionNoun, day: string) => `This ${noun} starts on ${day}`,
  ended: (noun: PromotionNoun, day: string) => `This ${noun} ended on ${day}`,
  usedUp: (noun: PromotionNoun) => `This ${noun} has been used up`,
  customerUsedUp: (noun: PromotionNoun) => `You have already used this ${noun}`,
  firstOrderOnly: (noun: PromotionNoun) => `This ${noun} is for your first order`,
  paidOnlineOnly: (noun: PromotionNoun) => `This ${noun} applies when you pay online`,
  segmentSignIn: (noun: PromotionNoun) =>
    `This ${noun} is for selected customers: sign in to use it`,
  notInSegment: (noun: PromotionNoun) => `This ${noun} is for selected customers only`,
  nothingTargeted: (noun: PromotionNoun) => `This ${noun} does not apply to anything in your cart`,
  belowMinimum: (noun: PromotionNoun, shortMinor: number, currency: string) =>
    `Add ${formatMoney(fromMinor(shortMinor), currency)} more to use this ${noun}`,
  tooFewItems: (noun: PromotionNoun, missing: number) =>
    `Add ${missing} more eligible ${missing === 1 ? 'item' : 'items'} to get one free with this ${noun}`,
  betterOffer: (names: readonly string[]) =>
    `This code cannot be combined with ${names.join(' and ')}, which ${names.length > 1 ? 'save' : 'saves'} you more`,
} as const;

// Written out, not from Intl: en-IN spells September "Sept" in newer ICU versions.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The shop's day of an instant, "2 Nov", with the year when it is not the current one ("2 Nov 2025"). */
export function shopDayLabel(at: Date, now: Date, timeZone: string): string {
  const { year, month, day } = dayParts(at, timeZone);
  const label = `${day} ${MONTHS[month - 1] ?? ''}`;
  return year === dayParts(now, timeZone).year ? label : `${label} ${year}`;
}
