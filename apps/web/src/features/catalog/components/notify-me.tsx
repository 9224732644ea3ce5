/**
 * "Notify me when it's back" in place of Add to Cart on a sold-out variant: one button for a
 * signed-in shopper (their account's address), an e-mail field and the button for a visitor. The
 * answer's own words show below it ("We'll e-mail you…", "Check your inbox to confirm."), as do
 * the server's reasons for a refusal.
 */
import { Bell } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { emailInput, Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNotifyMe } from '../api/notify-me';

const FAILED = 'Could not save your request just now. Please try again.';

type NotifyMeProps = { productId: string; variantId: string; label: string };

export function NotifyMe({ productId, variantId, label }: NotifyMeProps) {
  const hydrated = useHydrated();
  const { isAuthenticated } = useSession();
  const [email, setEmail] = useState('');
  const mutation = useNotifyMe(productId, variantId);
  const headingId = useId();
  const emailId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hydrated || mutation.isPending) return;
    mutation.mutate(isAuthenticated ? {} : { email });
  };
  const refusal = mutation.error
    ? mutation.error instanceof ApiError && mutation.error.status < 500
      ? mutation.error.message
      : FAILED
    : null;

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate={!hydrated}
      className="flex flex-col gap-3 rounded-2xl bg-sand-100 p-4"
    >
      <p id={headingId} className="text-sm text-stone-800">
        <span className="font-medium text-brand-900">{label}</span> is sold out. We can e-mail you
        when it's back.
      </p>
      {!isAuthenticated && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={emailId} className="text-sm font-medium text-brand-900">
            E-mail
          </label>
          <Input
            id={emailId}
            {...emailInput}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={refusal ? true : undefined}
          />
        </div>
      )}
      <button
        // Until the app runs the request cannot be sent: the button says so instead of posting.
        type={hydrated ? 'submit' : 'button'}
        aria-disabled={!hydrated || mutation.isPending || undefined}
        data-needs-script=""
        className={buttonClasses({ size: 'lg' })}
      >
        <Bell size={18} strokeWidth={1.75} aria-hidden="true" />
        Notify me when it's back
      </button>
      <p role="status" className="text-sm empty:hidden">
        {mutation.isSuccess && <span className="text-brand-800">{mutation.data.message}</span>}
        {refusal && <span className="font-medium text-clay-600">{refusal}</span>}
      </p>
    </form>
  );
}
