/**
 * Seam for the accounts issue: today there is no sign-in, so these render the Login links; the user
 * menu (name, e-mail, Profile, Orders, Logout) replaces them when a shopper is signed in.
 */
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cx } from '../../lib/class-names';

export function HeaderAccount({ className }: { className?: string }) {
  return (
    <Link
      to="/login"
      className={cx(
        'inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-[0.9rem] tracking-wide text-stone-800',
        'transition-colors hover:bg-sand-100 hover:text-brand-900 lg:border lg:border-stone-300 lg:px-4 lg:hover:border-brand-700',
        className,
      )}
    >
      <UserRound aria-hidden="true" className="size-5 lg:size-4" strokeWidth={1.6} />
      <span className="sr-only lg:not-sr-only">Login</span>
    </Link>
  );
}

export function MobileMenuAccount() {
  return (
    <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
      Login / Sign Up
    </Link>
  );
}
