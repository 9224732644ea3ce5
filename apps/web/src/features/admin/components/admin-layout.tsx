/** The back office's frame: a sidebar on desktop, a top bar with a menu on phones. */
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { Suspense, type MouseEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useRouteScopedOpen } from '../../../lib/use-route-scoped-open';
import { useSignOut } from '../../../lib/use-sign-out';
import { AdminNav } from './admin-nav';

const MAIN_ID = 'admin-main';
const MOBILE_NAV_ID = 'admin-mobile-nav';

export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useRouteScopedOpen();
  return (
    <div className="min-h-dvh bg-sand-50 text-stone-900 lg:flex">
      <SkipToContent />
      <aside className="hidden w-64 shrink-0 flex-col border-r border-sand-200 bg-white/70 px-4 py-6 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:overflow-y-auto">
        <Brand />
        <AdminNav className="mt-8 flex-1" />
        <AccountLinks />
      </aside>
      <header className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95 backdrop-blur lg:hidden">
        <div className="flex h-14 items-center justify-between px-4">
          <Brand />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => setMenuOpen(!menuOpen)}
            className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-brand-900 hover:bg-sand-100"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            Menu
          </button>
        </div>
        {menuOpen && (
          <div className="border-t border-sand-200 px-4 pt-3 pb-4">
            <AdminNav id={MOBILE_NAV_ID} />
            <AccountLinks />
          </div>
        )}
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        <Suspense fallback={<Spinner label="Loading" className="mt-10" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function Brand() {
  return (
    <Link to="/admin" className="font-serif text-xl text-brand-900">
      Mindful Marks <span className="font-sans text-sm text-stone-600">Admin</span>
    </Link>
  );
}

function AccountLinks() {
  const { signOut } = useSignOut({ replace: true });
  const item =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-stone-700 hover:bg-sand-100';
  return (
    <div className="mt-4 space-y-1 border-t border-sand-200 pt-4">
      <Link to="/" className={item}>
        <ExternalLink aria-hidden="true" className="size-4" />
        View store
      </Link>
      <button type="button" onClick={() => void signOut()} className={item}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out
      </button>
    </div>
  );
}

function SkipToContent() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-full bg-brand-800 px-5 py-3 text-sm font-medium text-sand-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Skip to content
    </a>
  );
}
