/**
 * The owner's gift cards and customers' store credit (issue 28, record 051): what the back office
 * sends to issue or disable a card and to grant credit, and the answers. Amounts are paise (INR,
 * the shop currency). A card's code leaves the server once, in the answer that issued it.
 */
import { z } from 'zod';
import { formatMoney } from '../currency';
import { giftCardSettingsSchema } from '../gift-card-settings';
import { GIFT_CARD_CUSTOM_MAX, GIFT_CARD_DEFAULT_VALIDITY_DAYS } from '../gift-cards';
import { fromMinor } from '../money';
import { storeCreditMovementSchema } from './checkout';
import { timestamp, type Wire } from './common';

const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

/** The least a card or a grant is for: ₹1. */
export const BALANCE_AMOUNT_MIN = 100;
export const GIFT_CARD_VALIDITY_DAYS_MAX = 3 * 365;

export const GIFT_CARD_ADMIN_MESSAGES = {
  notFound: 'Gift card not found',
  customerNotFound: 'Customer not found',
  issued: (last4: string) =>
    `Gift card •••• ${last4} issued. Copy the code now: it is shown only once`,
  mailed: (email: string) => `We have e-mailed the code to ${email}`,
  disabled: (last4: string) => `Gift card •••• ${last4} is disabled`,
  granted: (paise: number) => `${rupees(paise)} of store credit added`,
} as const;

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} must be a whole number of paise`)
    .min(BALANCE_AMOUNT_MIN, `${label} must be at least ${rupees(BALANCE_AMOUNT_MIN)}`)
    .max(GIFT_CARD_CUSTOM_MAX, `${label} can be at most ${rupees(GIFT_CARD_CUSTOM_MAX)}`);

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/admin/gift-cards: a card issued by hand (a goodwill gesture, a prize). */
export const giftCardIssueSchema = z.object({
  amount: paise('The amount'),
  recipientName: text('The recipient’s name', 1, 100),
  /** When given, the code is mailed to it. */
  recipientEmail: z
    .email({ error: 'The recipient’s e-mail must be an e-mail address' })
    .max(254, 'The recipient’s e-mail must be at most 254 characters')
    .optional(),
  note: text('The note', 1, 500).optional(),
  validityDays: z
    .number({ error: 'The validity must be a number of days' })
    .int('The validity must be a whole number of days')
    .min(1, 'The validity must be at least 1 day')
    .max(
      GIFT_CARD_VALIDITY_DAYS_MAX,
      `The validity can be at most ${GIFT_CARD_VALIDITY_DAYS_MAX} days`,
    )
    .default(GIFT_CARD_DEFAULT_VALIDITY_DAYS),
});
export type GiftCardIssue = z.input<typeof giftCardIssueSchema>;

/** POST /api/admin/customers/:id/store-credit: the owner's grant, always with a reason. */
export const storeCreditGrantSchema = z.object({
  amount: paise('The amount'),
  note: text('The note', 3, 500),
});
export type StoreCreditGrant = z.input<typeof storeCreditGrantSchema>;

export const GIFT_CARD_STATUSES = ['active', 'empty', 'expired', 'disabled'] as const;

/** A card as the owner sees it: never its code, only its last four characters. */
export const adminGiftCardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  source: z.enum(['purchase', 'owner']),
  /** Paise. */
  initial: z.number().int(),
  balance: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(GIFT_CARD_STATUSES),
  expiresAt: timestamp,
  disabledAt: timestamp.nullable(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  /** The order that bought it. */
  orderNumber: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminGiftCard = Wire<typeof adminGiftCardSchema>;

/** GET /api/admin/gift-cards: newest first, a page at a time. */
export const adminGiftCardListResponse = z.object({
  success: z.literal(true),
  giftCards: z.array(adminGiftCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const giftCardMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(['issue', 'spend', 'refund', 'adjust']),
  /** Paise: + issued or given back, - spent. */
  amount: z.number().int(),
  orderNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** Whether it is in the balance: a spend by a checkout that expired unpaid is not. */
  counts: z.boolean(),
  createdAt: timestamp,
});

/** GET /api/admin/gift-cards/:id and POST /api/admin/gift-cards/:id/disable. */
export const adminGiftCardResponse = z.object({
  success: z.literal(true),
  giftCard: adminGiftCardSchema.extend({
    senderName: z.string().nullable(),
    message: z.string().nullable(),
    deliverOn: z.string().nullable(),
    deliveredAt: timestamp.nullable(),
  }),
  movements: z.array(giftCardMovementSchema),
  message: z.string().optional(),
});

/** POST /api/admin/gift-cards: the one answer that holds the code. */
export const giftCardIssuedResponse = z.object({
  success: z.literal(true),
  giftCard: adminGiftCardSchema,
  /** The plain code, in groups of four: shown now and never again. */
  code: z.string(),
  message: z.string(),
});

/** GET and POST /api/admin/customers/:id/store-credit. */
export const adminStoreCreditResponse = z.object({
  success: z.literal(true),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Paise. */
  balance: z.number().int(),
  currency: z.literal('INR'),
  movements: z.array(storeCreditMovementSchema.extend({ counts: z.boolean() })),
  message: z.string().optional(),
});
export type AdminStoreCredit = Wire<typeof adminStoreCreditResponse>;

/** GET and PUT /api/admin/gift-cards/settings (record 056): amounts in paise. */
export const giftCardSettingsResponse = z.object({
  success: z.literal(true),
  settings: giftCardSettingsSchema,
  message: z.string().optional(),
});
export type GiftCardSettingsResponse = Wire<typeof giftCardSettingsResponse>;
