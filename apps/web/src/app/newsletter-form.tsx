/** Footer newsletter sign-up (spec 'Newsletter'): basic e-mail check, then POST /api/newsletter/subscribe. */
import { isNewsletterEmail, NEWSLETTER_MESSAGES, type MessageResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../components/ui/button';
import { api, ApiError } from '../lib/api-client';
import { cx } from '../lib/class-names';

const subscribe = (email: string) =>
  api<MessageResponse>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email, source: 'footer' },
  });

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (res) => {
      // The server says whether a confirmation mail went out or the address was already in.
      toast.success(res.message ?? NEWSLETTER_MESSAGES.subscribed);
      setEmail('');
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError
          ? error.message
          : 'Could not subscribe right now. Please try again.',
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isNewsletterEmail(value)) {
      setInvalid(true);
      toast.error(NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    setInvalid(false);
    mutation.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter sign-up" className="w-full max-w-md">
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
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
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
