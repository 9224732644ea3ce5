/** Where to go after signing in: ?redirect=, else the guard's router state `from`, else home. */
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/require-auth';

type FromState = { from?: unknown; email?: unknown } | null;

export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  const state = useLocation().state as FromState;
  const from = state?.from;
  const fromPath =
    typeof from === 'object' && from !== null && 'pathname' in from ? toPath(from) : from;
  return safeRedirectPath(params.get('redirect')) ?? safeRedirectPath(fromPath) ?? '/';
}

/**
 * The other auth page's address carrying the same destination, so "Login to Checkout" -> "Sign up"
 * (or back) still ends at checkout. Home needs no parameter.
 */
export function authPagePath(page: '/login' | '/signup', target: string): string {
  return target === '/' ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}

/** The e-mail handed over by signup or a password reset, to prefill the login form. */
export function useHandedOverEmail(): string {
  const email = (useLocation().state as FromState)?.email;
  return typeof email === 'string' ? email : '';
}

function toPath(location: object): string {
  const {
    pathname = '',
    search = '',
    hash = '',
  } = location as { pathname?: string; search?: string; hash?: string };
  return `${pathname}${search}${hash}`;
}
