/**
 * Gift cards and store credit (issue 28, record 050): the code's shape, the amounts a card is sold
 * in, and what a shopper reads about them. A code is 16 characters from an alphabet a shopper
 * cannot misread, shown once in groups of four ("7KQM-XR4T-9PWD-H2NC") and compared without
 * spaces, dashes or case. Amounts are paise; cards and credit are spent on carts priced in INR.
 */
import { formatMoney } from './currency';
import { fromMinor } from './money';

export const GIFT_CARD_CODE_LENGTH = 16;
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GIFT_CARDS_PER_ORDER_MAX = 5;
/** The amounts the gift-card product is sold in, in paise (₹500, ₹1,000, ₹2,000). */
export const GIFT_CARD_AMOUNTS = [500_00, 1000_00, 2000_00] as const;
/** An owner-allowed custom amount stays within these (₹100 to ₹50,000). */
export const GIFT_CARD_CUSTOM_MIN = 100_00;
export const GIFT_CARD_CUSTOM_MAX = 50_000_00;
export const GIFT_CARD_DEFAULT_VALIDITY_DAYS = 365;
/** Gift cards and store credit are in the shop currency and spent on carts priced in it. */
export const BALANCE_CURRENCY = 'INR';

const inr = (paise: number) => formatMoney(fromMinor(paise), BALANCE_CURRENCY);

/** The gift card product's option its variants are sold in ("₹500", "₹1000", "₹2000"). */
export const GIFT_CARD_AMOUNT_OPTION = 'Amount';

// Here, not in gift-card-settings.ts: the storefront's cart reads them, and that file's zod
// schemas would come with them into every visitor's first script.
/** An amount of the shopper's own as the line's "Amount" reads it ("₹750", "₹1,500"). */
export const giftCardAmountLabel = (paise: number) => inr(paise);

/** Upper-case, without spaces and dashes: "7kqm-xr4t 9pwd-h2nc" is 7KQMXR4T9PWDH2NC. */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised code has the shape of one: 16 characters of the alphabet. */
export function isGiftCardCodeShape(code: string): boolean {
  return (
    code.length === GIFT_CARD_CODE_LENGTH &&
    [...code].every((c) => GIFT_CARD_CODE_ALPHABET.includes(c))
  );
}

/** In groups of four, as it is printed in the mail and shown once. */
export function formatGiftCardCode(code: string): string {
  return normaliseGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** How a card is named once its code is hidden: "Gift card •••• H2NC". */
export const giftCardLabel = (last4: string) => `Gift card •••• ${last4}`;

export const GIFT_CARD_MESSAGES = {
  notFound: 'We could not find this gift card. Check the code and try again',
  disabled: 'This gift card has been disabled. Please contact us',
  expired: (day: string) => `This gift card expired on ${day}`,
  empty: 'This gift card has no balance left',
  onlyInr: `Gift cards can be used when paying in ${BALANCE_CURRENCY}`,
  repeated: 'This gift card is already applied',
  balance: (paise: number) => `Balance: ${inr(paise)}`,
  applied: (paise: number) => `${inr(paise)} applied`,
} as const;

export const STORE_CREDIT_MESSAGES = {
  onlyInr: `Store credit can be used when paying in ${BALANCE_CURRENCY}`,
  signIn: 'Log in to use your store credit',
  balance: (paise: number) => `You have ${inr(paise)} in store credit`,
} as const;

/** The catalogue's gift card: bought like any product, in the amounts of its "Amount" option. */
export const GIFT_CARD_PRODUCT_SLUG = 'gift-card';
/** How far ahead a gift card may be scheduled to arrive. */
export const GIFT_CARD_DELIVERY_MAX_DAYS = 365;

export const GIFT_CARD_PURCHASE_MESSAGES = {
  recipientNeeded: 'Tell us who the gift card is for: their name and e-mail',
  onlyInr: `Gift cards are sold in ${BALANCE_CURRENCY}: switch the currency to buy one`,
  notCod: 'Gift cards are paid online, not on delivery',
  notDiscounted: 'Discounts do not apply to gift cards',
  deliverOnPast: 'Choose today or a later day for the gift card to arrive',
  deliverOnFar: `Choose a day within ${GIFT_CARD_DELIVERY_MAX_DAYS} days`,
} as const;
