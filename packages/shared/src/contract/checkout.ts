/**
 * The priced cart (POST /api/checkout/quote, issue 28), gift card balances and store credit. Every
 * amount is an integer of minor units of `currency`, as the payment intent charges it; the
 * payment intent with the same fields charges exactly `amountDue`.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from '../currency';
import { timestamp, type Wire } from './common';

export const quoteDiscountSchema = z.object({
  /** The code the shopper typed; absent for an automatic promotion. */
  code: z.string().optional(),
  name: z.string(),
  amount: z.number().int(),
});
export type QuoteDiscount = Wire<typeof quoteDiscountSchema>;

export const quoteLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** One unit, tax included, before discounts. */
  unitPrice: z.number().int(),
  /** The line's share of every discount. */
  discount: z.number().int(),
  /** unitPrice x quantity - discount. */
  total: z.number().int(),
  taxPercent: z.number(),
});

export const quoteResponse = z.object({
  success: z.literal(true),
  currency: z.enum(CURRENCY_CODES),
  lines: z.array(quoteLineSchema),
  /** The goods before discounts. */
  subtotal: z.number().int(),
  discounts: z.array(quoteDiscountSchema),
  /** What all discounts take off, lines and shipping. */
  discountTotal: z.number().int(),
  shipping: z.object({
    code: z.string(),
    name: z.string(),
    /** Before a free-shipping discount (named among `discounts`): total = subtotal - discountTotal + shipping + codFee. */
    amount: z.number().int(),
  }),
  /** The GST inside the total (0 for an export). */
  tax: z.number().int(),
  /** The COD fee, when paying on delivery. */
  codFee: z.number().int(),
  /** Goods and shipping after discounts: the order's value. */
  total: z.number().int(),
  giftCards: z.array(
    z.object({
      /** The code as sent, formatted in groups of four. */
      code: z.string(),
      last4: z.string(),
      amount: z.number().int(),
      /** What is left on the card after this order. */
      balanceAfter: z.number().int(),
    }),
  ),
  storeCredit: z.number().int(),
  /** What the gateway charges, or the courier collects: total - gift cards - store credit. */
  amountDue: z.number().int(),
  /** Why the typed code is not applied, in a shopper's words. */
  codeProblem: z.string().optional(),
  /** Why a gift card is not applied, by the code as sent. */
  giftCardProblems: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type Quote = Wire<typeof quoteResponse>;

/** POST /api/gift-cards/balance. */
export const giftCardBalanceResponse = z.object({
  success: z.literal(true),
  last4: z.string(),
  /** Paise. */
  balance: z.number().int(),
  currency: z.literal('INR'),
  expiresAt: timestamp,
});
export type GiftCardBalance = Wire<typeof giftCardBalanceResponse>;

/**
 * GET /api/gift-cards/options: what the gift card's page offers beside the listed amounts (record
 * 056): an amount of the shopper's own within these bounds (paise), or null when the owner does not.
 */
export const giftCardOptionsResponse = z.object({
  success: z.literal(true),
  customAmount: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type GiftCardOptions = Wire<typeof giftCardOptionsResponse>;

export const storeCreditMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(['refund', 'return', 'owner', 'spend']),
  /** Paise: + credit, - spent. */
  amount: z.number().int(),
  orderNumber: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: timestamp,
});

/** GET /api/users/me/store-credit. */
export const storeCreditResponse = z.object({
  success: z.literal(true),
  /** Paise. */
  balance: z.number().int(),
  currency: z.literal('INR'),
  movements: z.array(storeCreditMovementSchema),
});
export type StoreCredit = Wire<typeof storeCreditResponse>;
