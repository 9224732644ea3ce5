/**
 * The contact form (spec '/contact', section 4 'Contact'): validated with the shared schema, the
 * button reads 'Sending...' while the server works; once it accepts, the form clears and a thank-you
 * shows for 5 s. Server errors appear in an alert, field errors beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactSchema,
  MESSAGES,
  STOREFRONT_ROUTES,
  TIMINGS,
  type ContactInput,
} from '@shop/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useActionData, useSearchParams } from 'react-router';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { emailInput } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { CONTACT_FIELDS, type ContactActionData } from '../contact-action';

export const THANK_YOU = 'Thank you for your message. We will get back to you soon.';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** A post the server refused before the scripts ran: its mistakes, as the form's own. */
const serverErrors = (posted: ContactActionData | undefined) =>
  posted &&
  Object.fromEntries(
    Object.entries(posted.errors).map(([name, message]) => [name, { type: 'server', message }]),
  );

/**
 * The form is a real post to /contact, so it sends before the scripts run (or without them); once
 * they run, it is sent from here and the page stays.
 */
export function ContactForm() {
  const send = useSendMessage();
  const posted = useActionData() as ContactActionData | undefined;
  const [searchParams] = useSearchParams();
  // Sent before the scripts ran: the server's redirect lands here with the thank-you.
  const [thanks, setThanks] = useState<string | null>(searchParams.has('sent') ? THANK_YOU : null);
  // Computed once: the form owns its errors after the first render.
  const [postedErrors] = useState(() => serverErrors(posted));
  const form = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: posted?.values ?? EMPTY,
    errors: postedErrors,
  });
  const bound = bindField(form);
  // The server's HTML carries what a refused post had typed (the form sets values only once it runs).
  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    ...bound(name),
    defaultValue: posted?.values[name],
  });

  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(null), TIMINGS.contactSuccessShownMs);
    return () => clearTimeout(timer);
  }, [thanks]);

  const onSubmit = form.handleSubmit((values) => {
    setThanks(null);
    send.mutate(values, {
      onSuccess: (data) => {
        form.reset(EMPTY);
        setThanks(data.message ?? THANK_YOU);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const name of CONTACT_FIELDS) {
          const message = error.errors?.[name];
          if (message) form.setError(name, { message });
        }
      },
    });
  });

  const serverError = send.isError
    ? send.error instanceof ApiError && send.error.status < 500
      ? send.error.message
      : MESSAGES.genericError
    : send.isIdle
      ? (posted?.message ?? null)
      : null;

  return (
    <form
      method="post"
      action={STOREFRONT_ROUTES.contact.path}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      {serverError && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border-l-4 border-clay-600 bg-clay-500/10 px-4 py-3 text-sm text-stone-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
          <p>{serverError}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" {...field('name')} />
        <TextField id="contact-email" label="Email" {...emailInput} {...field('email')} />
      </div>
      <TextField id="contact-subject" label="Subject" {...field('subject')} />
      <TextAreaField id="contact-message" label="Message" rows={6} {...field('message')} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
      {/* The live region stays mounted so the thank-you is announced when it appears. */}
      <div role="status" aria-live="polite">
        {thanks && (
          <p className="flex gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {thanks}
          </p>
        )}
      </div>
    </form>
  );
}
