/** /profile?query=profile|orders (spec section 2): signed-in shoppers only. */
import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireAuth } from '../../lib/require-auth';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
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
  const { signOut, isPending } = useSignOut({ replace: true });
  if (!user) return null;

  return (
    <Container className="pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-4xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">My Account</h1>
            <p className="mt-1 text-sm break-all text-stone-600">{user.email}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </div>
        <AccountTabs user={user} />
      </div>
    </Container>
  );
}
