/** Newsletter sign-up rule (spec section 5 'Newsletter'), shared by the footer form and the API. */

/** Basic shape only: text, '@', domain, '.', and a top-level domain of at least 2 letters. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Subscribed successfully!',
} as const;
