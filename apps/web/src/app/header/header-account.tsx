/**
 * The header's account slot: Login for visitors (spec: shown only when logged out), the user menu
 * (name, e-mail, Profile, Orders, Logout) for a signed-in shopper.
 */
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { cx } from '../../lib/class-names';
import { useSession } from '../../lib/session';
import { DeferredMenu, deferredMenu } from './deferred-menu';
import { userMenuLabel } from './user-menu-label';

const userMenu = deferredMenu(() => import('./user-menu'));

export function HeaderAccount({ className }: { className?: string }) {
  const { user } = useSession();
  if (user) {
    return (
      <DeferredMenu
        menu={userMenu}
        renderStandIn={(props) => (
          <button
            type="button"
            aria-haspopup="menu"
            aria-label={userMenuLabel(user.name)}
            className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-sand-100"
            {...props}
          >
            <UserAvatar user={user} />
          </button>
        )}
      />
    );
  }
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
  const { user } = useSession();
  if (user) {
    return (
      <div className="grid gap-2">
        <p className="px-1 text-sm text-stone-700">
          Signed in as <span className="font-medium text-stone-900">{user.name}</span>
        </p>
        <Link
          to="/profile?query=profile"
          className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
        >
          Profile
        </Link>
        <Link
          to="/profile?query=orders"
          className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
        >
          Orders
        </Link>
      </div>
    );
  }
  return (
    <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
      Login / Sign Up
    </Link>
  );
}
