/**
 * Route guard for pages that need a signed-in shopper (/profile, /checkout): a signed-out visitor
 * goes to /login?redirect={this page}, and the login page sends them back after signing in.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { hasSessionHint, justSignedOut, useSession } from './session';

/** The login address that returns to `path` (path + search) after sign-in. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}

/**
 * Only same-site paths are followed after sign-in ("/profile?query=orders"), never another origin
 * ("//evil.test", "https://…", "/\\evil.test"): the redirect parameter comes from the address bar.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    // Browsers drop tabs and newlines from URLs: "/\t/evil.test" would become "//evil.test".
    [...value].some((c) => c < ' ' || c === '\u007f')
  )
    return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/signup')) return null;
  return value;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useSession();
  const location = useLocation();

  if (isLoading && hasSessionHint()) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!isAuthenticated) {
    // Signing out on a guarded page leads home, whatever order the navigation and logout finish in.
    if (justSignedOut()) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(from)} replace state={{ from }} />;
  }
  return children;
}
