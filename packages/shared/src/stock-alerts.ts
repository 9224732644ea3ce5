/**
 * "Notify me when it is back" (issue 26, record 040): what the product page sends and the words a
 * shopper reads, shared by the page and the API.
 */
import { z } from 'zod';
import { isNewsletterEmail, NEWSLETTER_MESSAGES } from './newsletter';

export const STOCK_ALERT_MESSAGES = {
  subscribed: "We'll e-mail you when it's back.",
  confirmEmail: 'Check your inbox to confirm.',
  invalidEmail: NEWSLETTER_MESSAGES.invalidEmail,
  productNotFound: 'Product not found',
  variantNotFound: 'This option of the product was not found',
  inStock: 'This option is in stock: you can order it now.',
  notSold: 'This option is no longer sold.',
} as const;

/** 'subscribed': the alert waits for the restock; 'confirm-email': a visitor must confirm first. */
export const STOCK_ALERT_STATUSES = ['subscribed', 'confirm-email'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

/** A visitor gives an address; a signed-in shopper sends nothing (their account's is used). */
export const notifyMeSchema = z.object({
  email: z
    .string({ error: STOCK_ALERT_MESSAGES.invalidEmail })
    .trim()
    .max(254, STOCK_ALERT_MESSAGES.invalidEmail)
    .refine(isNewsletterEmail, STOCK_ALERT_MESSAGES.invalidEmail)
    .optional(),
});
export type NotifyMeInput = z.input<typeof notifyMeSchema>;
