/**
 * The owner's discounts (issue 28, record 049): what the back office sends to create or edit one,
 * the status it shows, and the answers. Money is paise (INR minor units, the shop currency), as in
 * the COD settings; messages quote it in rupees. Dates are the shop's days, both inclusive.
 */
import { z } from 'zod';
import { CATEGORIES } from '../constants';
import { formatMoney } from '../currency';
import { fromMinor } from '../money';
import type { PromotionKind } from '../promotions';
import { timestamp, type Wire } from './common';

const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

export const DISCOUNT_KINDS = [
  'percent',
  'fixed',
  'free_shipping',
  'cheapest_free',
] as const satisfies readonly PromotionKind[];
/** code: the shopper types one (the discount's own or a bulk one); automatic: no code at all. */
export const DISCOUNT_METHODS = ['code', 'automatic'] as const;
export const DISCOUNT_STATUSES = ['scheduled', 'active', 'ended', 'disabled'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** A fixed amount off or a minimum subtotal: at most ₹10,00,000 (PRICE_MAX). */
export const DISCOUNT_AMOUNT_MAX = 10_00_000_00;
export const DISCOUNT_CAP_MAX = 1_000_000;
export const DISCOUNT_BUY_QUANTITY_MAX = 100;
export const BULK_CODES_MAX = 5000;
/** Letters and digits a shopper cannot misread: no 0/O, no 1/I. */
export const BULK_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const BULK_CODE_RANDOM_LENGTH = 8;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]+$/;

export const DISCOUNT_MESSAGES = {
  notFound: 'Discount not found',
  endsBeforeStarts: 'The end date must not be before the start date',
  codeTaken: (code: string) => `The code ${code} is already used by another discount`,
  automaticHasNoCode:
    'An automatic discount has no code: remove the code or make it a code discount',
  automaticHasCodes: (count: number) =>
    `This discount has ${count} bulk codes: it cannot become automatic`,
  noBulkCodesForAutomatic: 'An automatic discount has no codes: make it a code discount first',
  bulkCodesExhausted: 'Could not find enough unused codes: try a longer prefix or fewer codes',
} as const;

const code = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toUpperCase()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(DISCOUNT_CODE_PATTERN, `${label} may hold only letters A-Z, digits, - and _`);

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} must be a whole number of paise`)
    .max(DISCOUNT_AMOUNT_MAX, `${label} can be at most ${rupees(DISCOUNT_AMOUNT_MAX)}`);

const cap = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it empty for no cap)`)
    .max(DISCOUNT_CAP_MAX, `${label} can be at most ${DISCOUNT_CAP_MAX}`)
    .nullable()
    .default(null);

const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
const ids = (label: string) =>
  z
    .array(z.uuid({ error: `Each ${label} must be an id` }), { error: `${label}s must be a list` })
    .max(500, `At most 500 ${label}s`)
    .default([]);

/** The owner's discount (POST /api/admin/discounts, PUT /api/admin/discounts/:id). */
export const discountInputSchema = z
  .object({
    name: z
      .string({ error: 'Give the discount a name' })
      .trim()
      .min(2, 'The name must be at least 2 characters')
      .max(80, 'The name must be at most 80 characters'),
    method: z.enum(DISCOUNT_METHODS, { error: 'The method must be code or automatic' }),
    kind: z.enum(DISCOUNT_KINDS, {
      error: 'The kind must be percent, fixed, free_shipping or cheapest_free',
    }),
    /** percent: 1-100; fixed: paise; ignored (0) by the other kinds. */
    value: z
      .number({ error: 'The value must be a number' })
      .int('The value must be a whole number')
      .min(0, 'The value cannot be negative')
      .default(0),
    /** cheapest_free: one free in every this many targeted units. */
    buyQuantity: z
      .number({ error: 'Buy quantity must be a number' })
      .int('Buy quantity must be a whole number')
      .nullable()
      .default(null),
    /** Null: reached only through bulk codes (or automatic). */
    code: code('The code', 3, 32).nullable().default(null),
    minSubtotal: paise('The minimum subtotal')
      .min(0, 'The minimum subtotal cannot be negative')
      .default(0),
    targets: z
      .object({
        productIds: ids('product'),
        variantIds: ids('variant'),
        categories: z
          .array(z.enum(CATEGORIES, { error: `Categories are ${CATEGORIES.join(', ')}` }))
          .default([]),
      })
      .default({ productIds: [], variantIds: [], categories: [] }),
    firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
    /** Only when the shopper pays online: never on cash on delivery. */
    paidOnlineOnly: z.boolean({ error: 'paidOnlineOnly must be true or false' }).default(false),
    /** Only for customers in this segment (record 062); null: everyone. Absent: unchanged. */
    segmentId: z.uuid({ error: 'Choose a segment from the list' }).nullable().optional(),
    /** The shop's first day it applies; today when absent. */
    startsOn: day('The start date').optional(),
    /** The shop's last day it applies (inclusive); null: no end. */
    endsOn: day('The end date').nullable().default(null),
    combinable: z.boolean({ error: 'combinable must be true or false' }).default(false),
    usageCap: cap('The usage cap'),
    perCustomerCap: cap('The per-customer cap'),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .superRefine((d, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.kind === 'percent' && (d.value < 1 || d.value > 100))
      fail('value', 'A percentage off must be from 1 to 100');
    if (d.kind === 'fixed' && d.value < 1) fail('value', 'The amount off must be more than ₹0');
    if (d.kind === 'fixed' && d.value > DISCOUNT_AMOUNT_MAX)
      fail('value', `The amount off can be at most ${rupees(DISCOUNT_AMOUNT_MAX)}`);
    if (
      d.kind === 'cheapest_free' &&
      (d.buyQuantity === null || d.buyQuantity < 2 || d.buyQuantity > DISCOUNT_BUY_QUANTITY_MAX)
    )
      fail('buyQuantity', `Buy quantity must be from 2 to ${DISCOUNT_BUY_QUANTITY_MAX}`);
    if (d.method === 'automatic' && d.code !== null)
      fail('code', DISCOUNT_MESSAGES.automaticHasNoCode);
    if (d.startsOn && d.endsOn && d.endsOn < d.startsOn)
      fail('endsOn', DISCOUNT_MESSAGES.endsBeforeStarts);
    if (d.usageCap !== null && d.perCustomerCap !== null && d.perCustomerCap > d.usageCap)
      fail('perCustomerCap', 'The per-customer cap cannot be above the usage cap');
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** Bulk single-use codes (POST /api/admin/discounts/:id/codes): PREFIX + 8 random characters. */
export const bulkCodesSchema = z.object({
  count: z
    .number({ error: 'The count must be a number' })
    .int('The count must be a whole number')
    .min(1, 'The count must be at least 1')
    .max(BULK_CODES_MAX, `The count can be at most ${BULK_CODES_MAX}`),
  prefix: code('The prefix', 1, 32 - BULK_CODE_RANDOM_LENGTH).optional(),
});
export type BulkCodesInput = z.infer<typeof bulkCodesSchema>;

/** scheduled before its first instant, ended after its last, disabled when switched off. */
export function discountStatus(
  d: { active: boolean; startsAt: Date; endsAt: Date | null },
  now: Date,
): DiscountStatus {
  if (!d.active) return 'disabled';
  if (now < d.startsAt) return 'scheduled';
  if (d.endsAt && now > d.endsAt) return 'ended';
  return 'active';
}

export const adminDiscountSchema = z.object({
  id: z.string(),
  name: z.string(),
  method: z.enum(DISCOUNT_METHODS),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  buyQuantity: z.number().int().nullable(),
  code: z.string().nullable(),
  /** Bulk codes generated for it. */
  codeCount: z.number().int(),
  minSubtotal: z.number().int(),
  targets: z.object({
    productIds: z.array(z.string()),
    variantIds: z.array(z.string()),
    categories: z.array(z.string()),
  }),
  firstOrderOnly: z.boolean(),
  paidOnlineOnly: z.boolean(),
  /** The segment its customers must be in (record 062), or null. */
  segmentId: z.string().nullable().optional(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** The first and last instants it applies (the shop's days resolved in its time zone). */
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
  combinable: z.boolean(),
  usageCap: z.number().int().nullable(),
  perCustomerCap: z.number().int().nullable(),
  active: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders that received it and count (hold their stock or were paid, record 050): the cap's count. */
  uses: z.number().int(),
  /** What it took off those orders, in paise (each order converted at its own shop rate). */
  discountGiven: z.number().int(),
  /** The totals of those orders that were paid, in paise: the sales it came with. */
  revenue: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminDiscount = Wire<typeof adminDiscountSchema>;

export const discountListResponse = z.object({
  success: z.literal(true),
  discounts: z.array(adminDiscountSchema),
});
export type DiscountListResponse = Wire<typeof discountListResponse>;

export const discountResponse = z.object({
  success: z.literal(true),
  discount: adminDiscountSchema,
});
export type DiscountResponse = Wire<typeof discountResponse>;

export const bulkCodesResponse = z.object({
  success: z.literal(true),
  created: z.number().int(),
  /** The discount's bulk codes after this batch. */
  total: z.number().int(),
  message: z.string(),
});
export type BulkCodesResponse = Wire<typeof bulkCodesResponse>;
