/**
 * Abandoned-checkout recovery (issue 30, record 065): the checkbox's words, the consent the
 * checkout posts, the owner's settings, the list and its period figures, and the cart a mailed
 * link restores (the cookie the API sets and the cart page reads). Amounts in paise.
 */
import { z } from 'zod';
import { timestamp, type Wire } from './contract/common';
import { CURRENCY_CODES } from './currency';

/** The checkbox at the e-mail step, unticked by default; kept word for word with the consent. */
export const RECOVERY_CONSENT_WORDING =
  "E-mail me a reminder about my cart if I don't finish my order (at most two e-mails).";

/** A checkout unpaid this long (minutes) is abandoned. */
export const ABANDONED_AFTER_MINUTES = 60;
export const RECOVERY_DEFAULT_SETTINGS = {
  firstDelayMinutes: 120,
  secondDelayMinutes: 1440,
  discountCode: null as string | null,
};
/** A week: a reminder later than this is no reminder. */
const MAX_DELAY_MINUTES = 7 * 24 * 60;

export const RECOVERY_MESSAGES = {
  badDelays: 'The second reminder must come after the first',
  unknownCode: 'No discount with this code',
  badLink: 'This link is not valid',
  expiredLink: 'This link has expired',
  consentRefused: 'This checkout cannot be found',
  saved: 'Reminder settings saved',
};

/** The checkout's consent: the order its intent made and the token that opens it. */
export const recoveryConsentSchema = z.object({
  orderId: z.string().uuid(),
  orderToken: z.string().min(1).max(200),
});

export const recoverySettingsSchema = z
  .object({
    firstDelayMinutes: z.number().int().min(0).max(MAX_DELAY_MINUTES),
    secondDelayMinutes: z.number().int().min(0).max(MAX_DELAY_MINUTES),
    /** An existing discount code the reminders offer; null for none. */
    discountCode: z.string().trim().max(40).nullable(),
  })
  .refine((s) => s.secondDelayMinutes >= s.firstDelayMinutes, {
    message: RECOVERY_MESSAGES.badDelays,
    path: ['secondDelayMinutes'],
  });
export type RecoverySettings = z.infer<typeof recoverySettingsSchema>;

export const recoverySettingsResponse = z.object({
  success: z.literal(true),
  settings: z.object({
    firstDelayMinutes: z.number().int(),
    secondDelayMinutes: z.number().int(),
    discountCode: z.string().nullable(),
  }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD');
/** The owner's period, shop days inclusive (the last 30 days by default). */
export const abandonedQuerySchema = z.object({ from: day.optional(), to: day.optional() });

export const abandonedCheckoutSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  abandonedAt: timestamp,
  email: z.string(),
  /** The checkout's value in the shop currency (paise). */
  valueMinor: z.number().int(),
  consented: z.boolean(),
  mailsSent: z.number().int(),
  /** The order that paid for it (itself or a later one by the e-mail), if any. */
  recoveredOrderNumber: z.string().nullable(),
  stoppedReason: z.string().nullable(),
});

export const abandonedCheckoutsResponse = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string() }),
  currency: z.enum(CURRENCY_CODES),
  summary: z.object({
    abandoned: z.number().int(),
    mailsSent: z.number().int(),
    /** Orders paid after a reminder went out, and their value in the shop currency. */
    recoveredOrders: z.number().int(),
    recoveredRevenueMinor: z.number().int(),
  }),
  checkouts: z.array(abandonedCheckoutSchema),
});
export type AbandonedCheckoutsResponse = Wire<typeof abandonedCheckoutsResponse>;

/** What a restored cart tells the shopper: one line per change. */
export type RestoreChange =
  | { kind: 'price'; title: string; fromMinor: number; toMinor: number }
  | { kind: 'fewer'; title: string; wanted: number; available: number }
  | { kind: 'out_of_stock'; title: string }
  | { kind: 'removed'; title: string };

/** A restored line: product, variant and quantity (prices are read fresh by the cart). */
export type RestoredLine = { id: string; variant?: string; quantity: number };

/** The short-lived cookie the restore link sets for the cart page. */
export const RESTORED_CART_COOKIE = 'restored-cart';
export type RestoredCart = {
  lines: RestoredLine[];
  changes: RestoreChange[];
  currency: string;
  discountCode: string | null;
};

/** One sentence per change, for the cart's notice (amounts formatted by the caller). */
export function restoreChangeText(change: RestoreChange, money: (minor: number) => string): string {
  switch (change.kind) {
    case 'price':
      return `${change.title}: the price changed from ${money(change.fromMinor)} to ${money(change.toMinor)}.`;
    case 'fewer':
      return `${change.title}: only ${change.available} left, so your cart has ${change.available} instead of ${change.wanted}.`;
    case 'out_of_stock':
      return `${change.title} is now out of stock and was left out.`;
    case 'removed':
      return `${change.title} is no longer sold and was left out.`;
  }
}
