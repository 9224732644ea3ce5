/**
 * Signing out, the same from every place that offers it (the header menu, My Account, the back
 * office): go home first, then end the session on the server, then say how it went.
 */
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout } from './session';

export const SIGNED_OUT = 'You have been signed out.';
export const SIGN_OUT_FAILED = 'We could not reach the server. Please try signing out again.';

/** `replace` drops the page being left from history (a guarded page has nothing to go back to). */
export function useSignOut({ replace = false }: { replace?: boolean } = {}) {
  const logout = useLogout();
  const navigate = useNavigate();
  // Home first, awaited (a guarded page would otherwise send the cleared session to /login), and
  // mutateAsync rather than mutate callbacks, which stop once the caller (a menu) unmounts.
  const signOut = async () => {
    await navigate('/', { replace });
    const outcome = await logout.mutateAsync().then(
      () => 'ok',
      () => 'failed',
    );
    if (outcome === 'ok') toast.success(SIGNED_OUT);
    else toast.error(SIGN_OUT_FAILED);
  };
  return { signOut, isPending: logout.isPending };
}
