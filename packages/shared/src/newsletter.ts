/** Newsletter sign-up rule (spec section 5 'Newsletter'), shared by the footer form and the API. */

/** Basic shape only: text, '@', domain, '.', and a top-level domain of at least 2 letters. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  /** The spec's words, and what double opt-in asks next (issue 17, record 028). */
  subscribed: 'Subscribed successfully! Please confirm with the link we just e-mailed you.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

/** The forms that sign an address up to the newsletter. */
export const NEWSLETTER_SOURCES = ['footer', 'checkout', 'blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
