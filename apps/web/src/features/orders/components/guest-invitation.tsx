/**
 * For an order placed without an account (issue 27): the mailed link is the guest's only way
 * back, and an account made with the same e-mail takes the order in.
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function GuestInvitation() {
  return (
    <section
      aria-labelledby="guest-invitation"
      className="mt-6 rounded-xl bg-brand-50 px-4 py-4 text-left text-sm ring-1 ring-brand-200"
    >
      <h2 id="guest-invitation" className="font-medium text-brand-900">
        Keep the link in your e-mail to follow this order
      </h2>
      <p className="mt-1 text-stone-700">
        Create an account with the same e-mail to see all your orders in one place, review what you
        bought and ask for returns.
      </p>
      <Link
        to="/signup"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
      >
        Create an account
      </Link>
    </section>
  );
}
