/** /profile?query=profile|orders (spec section 2): signed-in shoppers only. */
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireAuth } from '../../lib/require-auth';
import { useLogout, useSession } from '../../lib/session';
import { AccountTabs } from './components/account-tabs';

export default function ProfilePage() {
  useDocumentTitle('My Account');
  return (
    <RequireAuth>
      <Account />
    </RequireAuth>
  );
}

function Account() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;

  const signOut = async () => {
    // Leave this guarded page first (awaiting the lazy home page), or the guard would send the
    // cleared session to /login.
    await navigate('/', { replace: true });
    const outcome = await logout.mutateAsync().then(
      () => 'ok',
      () => 'failed',
    );
    if (outcome === 'ok') toast.success('You have been signed out.');
    else toast.error('We could not reach the server. Please try signing out again.');
  };

  return (
    <Container className="pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-4xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">My Account</h1>
            <p className="mt-1 text-sm break-all text-stone-600">{user.email}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void signOut()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </div>
        <AccountTabs user={user} />
      </div>
    </Container>
  );
}
