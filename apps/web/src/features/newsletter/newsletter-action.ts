/**
 * The footer's sign-up posted before (or without) the scripts lands on /newsletter, whose route
 * action the server runs (apps/api/src/plugins/web.ts): the same check and the same API call as
 * the enhanced form, and the same words, shown on the page instead of in a toast.
 */
import { isNewsletterEmail, MESSAGES, NEWSLETTER_MESSAGES } from '@shop/shared';
import { data, type ActionFunctionArgs } from 'react-router';
import { subscribeToNewsletter } from './newsletter-form';
import { ApiError } from '../../lib/api-client';

export type NewsletterActionData = {
  ok: boolean;
  message: string;
  /** The address to show again (empty once signed up). */
  email: string;
  /** The address itself was refused (the field is marked). */
  invalid?: boolean;
};

export async function newsletterAction({ request }: ActionFunctionArgs) {
  const email = String((await request.formData()).get('email') ?? '').trim();
  if (!isNewsletterEmail(email))
    return data<NewsletterActionData>(
      { ok: false, email, message: NEWSLETTER_MESSAGES.invalidEmail, invalid: true },
      { status: 400 },
    );
  try {
    const reply = await subscribeToNewsletter(email);
    return { ok: true, email: '', message: reply.message ?? NEWSLETTER_MESSAGES.subscribed };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data<NewsletterActionData>(
        { ok: false, email, message: error.message },
        { status: error.status },
      );
    return data<NewsletterActionData>(
      { ok: false, email, message: MESSAGES.genericError },
      { status: 503 },
    );
  }
}
