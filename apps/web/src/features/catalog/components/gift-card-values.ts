/**
 * The gift card form's values (issue 28): checked with the shared giftCardLineSchema, the day it is
 * mailed kept within the shop's today and a year ahead (the server's own rule, in its time zone),
 * and an amount of the shopper's own in whole rupees within the owner's bounds (record 056). The
 * same parse reads the form posted before the scripts run (../add-to-cart-action.ts).
 */
import {
  customAmountProblem,
  dayIn,
  DEFAULT_PROMOTION_TIME_ZONE,
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_AMOUNT_MESSAGES,
  GIFT_CARD_PURCHASE_MESSAGES,
  giftCardLineSchema,
  toMinor,
  type GiftCardCustomAmount,
  type GiftCardLine,
} from '@shop/shared';

export type GiftCardValues = {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  deliverOn: string;
  /** Another amount, in whole rupees; empty for the amount picked above. */
  amount: string;
};
export type GiftCardErrors = Partial<Record<keyof GiftCardValues, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first and last day a card may be sent on, as the shop counts days. */
export function deliveryDays(now = new Date()) {
  return {
    today: dayIn(DEFAULT_PROMOTION_TIME_ZONE, now),
    last: dayIn(
      DEFAULT_PROMOTION_TIME_ZONE,
      new Date(now.getTime() + GIFT_CARD_DELIVERY_MAX_DAYS * DAY_MS),
    ),
  };
}

export const emptyGiftCardValues = (today: string): GiftCardValues => ({
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
  deliverOn: today,
  amount: '',
});

export const GIFT_CARD_FIELDS = [
  'recipientName',
  'recipientEmail',
  'senderName',
  'message',
  'deliverOn',
  'amount',
] as const satisfies readonly (keyof GiftCardValues)[];

/** The form's fields as posted (FormData), each absent one empty. */
export const giftCardValuesOf = (fields: FormData): GiftCardValues =>
  Object.fromEntries(
    GIFT_CARD_FIELDS.map((name) => [name, String(fields.get(name) ?? '')]),
  ) as GiftCardValues;

/** The amount typed, in paise, or why it cannot be bought. */
function amountOf(
  text: string,
  allowed: GiftCardCustomAmount,
): { paise: number } | { error: string } {
  const rupees = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!/^\d+$/.test(rupees))
    return {
      error: /^\d*\.\d*$/.test(rupees)
        ? GIFT_CARD_AMOUNT_MESSAGES.wholeRupees
        : GIFT_CARD_AMOUNT_MESSAGES.required,
    };
  const paise = toMinor(Number(rupees));
  const problem = customAmountProblem(paise, allowed);
  return problem ? { error: problem } : { paise };
}

/** The field when filled in, else nothing (no key left undefined on the line). */
const optional = <K extends string>(key: K, text: string) =>
  (text.trim() ? { [key]: text } : {}) as Partial<Record<K, string>>;

/** The line's recipient, or a message per field. Today is left out: the card goes once paid. */
export function parseGiftCard(
  values: GiftCardValues,
  now = new Date(),
  customAmount: GiftCardCustomAmount = null,
): { giftCard: GiftCardLine } | { errors: GiftCardErrors } {
  const { today, last } = deliveryDays(now);
  const amount = values.amount.trim() ? amountOf(values.amount, customAmount) : undefined;
  const parsed = giftCardLineSchema.safeParse({
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    ...optional('senderName', values.senderName),
    ...optional('message', values.message),
    ...optional('deliverOn', values.deliverOn === today ? '' : values.deliverOn),
    ...(amount && 'paise' in amount && { amount: amount.paise }),
  });
  const errors: GiftCardErrors = {};
  if (amount && 'error' in amount) errors.amount = amount.error;
  if (values.deliverOn && values.deliverOn < today)
    errors.deliverOn = GIFT_CARD_PURCHASE_MESSAGES.deliverOnPast;
  else if (values.deliverOn > last) errors.deliverOn = GIFT_CARD_PURCHASE_MESSAGES.deliverOnFar;
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof GiftCardValues;
    errors[field] ??= issue.message;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { giftCard: parsed.data };
  return { errors };
}
