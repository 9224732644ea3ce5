/**
 * A guest's first question (DESIGN deviation 19): the e-mail the receipt and the order's updates
 * go to, with 'Log in' beside it for a returning customer, who comes back here signed in.
 */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/form-field';
import { loginPathFor } from '../../../lib/require-auth';

const LOG_IN_TO_CHECKOUT = loginPathFor('/checkout');

type EmailField = Omit<ComponentProps<typeof TextField>, 'id' | 'label'>;

export function GuestContact({ email }: { email: EmailField }) {
  return (
    <section aria-labelledby="contact-title" className="min-w-0 space-y-4">
      <h2 id="contact-title" className="font-serif text-2xl text-brand-900">
        Contact
      </h2>
      <TextField
        id="ship-email"
        label="Email"
        type="email"
        autoComplete="email"
        hint="Your receipt and order updates go here."
        labelAside={
          <span className="text-sm text-stone-700">
            Have an account?{' '}
            <Link
              to={LOG_IN_TO_CHECKOUT}
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              Log in
            </Link>
          </span>
        }
        {...email}
      />
    </section>
  );
}
