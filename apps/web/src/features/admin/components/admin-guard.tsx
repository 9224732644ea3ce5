/** Only the shop owner gets in: visitors sign in first, shoppers are told this is not for them. */
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { loginPathFor } from '../../../lib/require-auth';
import { hasSessionHint, useSession } from '../../../lib/session';
import { TwoStepGate } from './two-step-gate';

export const NOT_OWNER_MESSAGE = 'You need an owner account to see this page.';

export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();

  if (isLoading && hasSessionHint()) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-sand-50">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathFor(from)} replace />;
  }
  if (user.role !== 'admin') return <NotOwner />;
  return <TwoStepGate>{children}</TwoStepGate>;
}

function NotOwner() {
  useDocumentTitle('Owner account needed');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-sand-50 px-6 text-center">
      <h1 className="font-serif text-3xl text-brand-900">Shop admin</h1>
      <p role="alert" className="max-w-md text-stone-700">
        {NOT_OWNER_MESSAGE}
      </p>
      <Link to="/" className={buttonClasses()}>
        Back to the shop
      </Link>
    </main>
  );
}
