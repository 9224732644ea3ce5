/**
 * Newsletter sign-up (spec 'Newsletter'): basic e-mail check, then POST /api/newsletter/subscribe.
 * A real post to /newsletter, so it signs up before the scripts run (or without them); once they
 * run, it answers here in a toast and the page stays. The field is uncontrolled: what was typed
 * before the scripts ran is kept.
 */
import {
  isNewsletterEmail,
  NEWSLETTER_MESSAGES,
  STOREFRONT_ROUTES,
  type MessageResponse,
} from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/ui/button';
import { api, ApiError } from '../../lib/api-client';
import { cx } from '../../lib/class-names';

export const subscribeToNewsletter = (email: string) =>
  api<MessageResponse>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email, source: 'footer' },
  });

type NewsletterFormProps = {
  /** The address a refused post came back with (the /newsletter page). */
  defaultEmail?: string;
  /** The address was refused before the scripts ran: the field shows it. */
  invalid?: boolean;
};

export function NewsletterForm({
  defaultEmail = '',
  invalid: refused = false,
}: NewsletterFormProps) {
  const id = useId();
  const [invalid, setInvalid] = useState(refused);
  const mutation = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: (res) => {
      // The server says whether a confirmation mail went out or the address was already in.
      toast.success(res.message ?? NEWSLETTER_MESSAGES.subscribed);
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError
          ? error.message
          : 'Could not subscribe right now. Please try again.',
      ),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = String(new FormData(form).get('email') ?? '').trim();
    if (!isNewsletterEmail(value)) {
      setInvalid(true);
      toast.error(NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    setInvalid(false);
    mutation.mutate(value, { onSuccess: () => form.reset() });
  };

  return (
    <form
      method="post"
      action={STOREFRONT_ROUTES.newsletter.path}
      onSubmit={submit}
      noValidate
      aria-label="Newsletter sign-up"
      className="w-full max-w-md"
    >
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm text-brand-100">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          defaultValue={defaultEmail}
          onChange={() => setInvalid(false)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-hint` : undefined}
          className={cx(
            'h-12 w-full min-w-0 rounded-full sm:flex-1 border bg-white/5 px-5 text-sm text-sand-50 placeholder:text-brand-200/80',
            'transition-colors focus:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-sand-200/60',
            invalid ? 'border-[#e8a587]' : 'border-white/25 hover:border-white/40',
          )}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClasses({ variant: 'inverse', size: 'lg' })}
        >
          {mutation.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-[#e8a587]">
          Enter an e-mail like name@example.com.
        </p>
      )}
    </form>
  );
}
