/** Contact form (spec sections 3 'Contact message', 5 'Contact'). */
import { z } from 'zod';
import { MESSAGES } from './auth-messages';
import { isNewsletterEmail, NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from './newsletter';

export const CONTACT_MESSAGE_MIN = 10;

export const contactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(CONTACT_MESSAGE_MIN, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .max(254, NEWSLETTER_MESSAGES.invalidEmail)
    .refine(isNewsletterEmail, NEWSLETTER_MESSAGES.invalidEmail),
  /** Where the address was given: kept as part of the proof of consent. */
  source: z.enum(NEWSLETTER_SOURCES).optional().default('footer'),
});
