/**
 * The owner's gift card settings (issue 28, record 056): whether shoppers may choose an amount of
 * their own, within which bounds (whole rupees, inside ₹100..₹50,000), and how long a card bought
 * stays valid. The same rules check the owner's form, the shopper's form and the server.
 */
import { z } from 'zod';
import { formatMoney } from './currency';
import {
  BALANCE_CURRENCY,
  GIFT_CARD_CUSTOM_MAX,
  GIFT_CARD_CUSTOM_MIN,
  GIFT_CARD_DEFAULT_VALIDITY_DAYS,
} from './gift-cards';
import { fromMinor, MINOR_PER_MAJOR } from './money';

/** How long a card bought may be valid: a month to five years. */
export const GIFT_CARD_VALIDITY_MIN_DAYS = 30;
export const GIFT_CARD_VALIDITY_MAX_DAYS = 1825;

const inr = (paise: number) => formatMoney(fromMinor(paise), BALANCE_CURRENCY);

export const GIFT_CARD_SETTINGS_MESSAGES = {
  minAboveMax: 'The minimum must not be more than the maximum',
  saved: 'Gift card settings saved',
} as const;

/** What a shopper reads about an amount of their own. */
export const GIFT_CARD_AMOUNT_MESSAGES = {
  required: 'Enter the amount in rupees',
  wholeRupees: 'Enter the amount in whole rupees',
  range: (min: number, max: number) => `Choose an amount from ${inr(min)} to ${inr(max)}`,
  notOffered: 'Gift cards are sold in the amounts listed: choose one of them',
  notGiftCard: 'Only a gift card can have an amount of its own',
} as const;

const rupeeAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} must be a whole number of paise`)
    .multipleOf(MINOR_PER_MAJOR, `${label} must be in whole rupees`)
    .min(GIFT_CARD_CUSTOM_MIN, `${label} must be at least ${inr(GIFT_CARD_CUSTOM_MIN)}`)
    .max(GIFT_CARD_CUSTOM_MAX, `${label} can be at most ${inr(GIFT_CARD_CUSTOM_MAX)}`);

/** PUT /api/admin/gift-cards/settings; amounts in paise. */
export const giftCardSettingsSchema = z
  .object({
    customAmountEnabled: z.boolean({
      error: 'Say whether shoppers may choose their own amount (true or false)',
    }),
    customAmountMin: rupeeAmount('The minimum'),
    customAmountMax: rupeeAmount('The maximum'),
    validityDays: z
      .number({ error: 'The validity must be a number of days' })
      .int('The validity must be a whole number of days')
      .min(
        GIFT_CARD_VALIDITY_MIN_DAYS,
        `The validity must be at least ${GIFT_CARD_VALIDITY_MIN_DAYS} days`,
      )
      .max(
        GIFT_CARD_VALIDITY_MAX_DAYS,
        `The validity can be at most ${GIFT_CARD_VALIDITY_MAX_DAYS} days`,
      ),
  })
  .refine((s) => s.customAmountMin <= s.customAmountMax, {
    path: ['customAmountMax'],
    message: GIFT_CARD_SETTINGS_MESSAGES.minAboveMax,
  });
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;

/** A shop that never saved them: the listed amounts only, cards valid a year. */
export const GIFT_CARD_DEFAULT_SETTINGS: GiftCardSettings = {
  customAmountEnabled: false,
  customAmountMin: GIFT_CARD_CUSTOM_MIN,
  customAmountMax: GIFT_CARD_CUSTOM_MAX,
  validityDays: GIFT_CARD_DEFAULT_VALIDITY_DAYS,
};

/** The bounds a shopper may choose within, or null when the owner does not offer it. */
export type GiftCardCustomAmount = { min: number; max: number } | null;

export const customAmountOf = (settings: GiftCardSettings): GiftCardCustomAmount =>
  settings.customAmountEnabled
    ? { min: settings.customAmountMin, max: settings.customAmountMax }
    : null;

/** Why a shopper's amount (paise) cannot be bought, or null when it can. */
export function customAmountProblem(amount: number, allowed: GiftCardCustomAmount): string | null {
  if (!allowed) return GIFT_CARD_AMOUNT_MESSAGES.notOffered;
  if (!Number.isInteger(amount) || amount % MINOR_PER_MAJOR !== 0)
    return GIFT_CARD_AMOUNT_MESSAGES.wholeRupees;
  if (amount < allowed.min || amount > allowed.max)
    return GIFT_CARD_AMOUNT_MESSAGES.range(allowed.min, allowed.max);
  return null;
}
