/** /login (spec section 2): signed-in shoppers go on to the page they asked for, or home. */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Link, Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { hasSessionHint, useSession } from '../../lib/session';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { LoginForm } from './components/login-form';
import { authPagePath, useRedirectTarget } from './hooks/use-redirect-target';

export default function LoginPage() {
  useDocumentTitle('Login');
  const { isAuthenticated, isLoading } = useSession();
  const target = useRedirectTarget();
  // Without the session hint cookie nobody is signed in: show the form at once, no spinner flash.
  const checking = isLoading && hasSessionHint();

  // A successful login stores the session, so this also performs the redirect after signing in.
  if (isAuthenticated) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title="Welcome Back"
      intro="Log in to see your orders, wishlist and saved address."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={authPagePath('/signup', target)} className={textLinkClasses}>
            Sign up
          </Link>
          {/* A guest's orders have no account to log in to (issue 27). */}
          <p className="mt-3">
            Ordered without an account?{' '}
            <Link to={STOREFRONT_ROUTES.findOrder.path} className={textLinkClasses}>
              Find my order
            </Link>
          </p>
        </>
      }
    >
      {checking ? (
        <div className="flex justify-center py-10">
          <Spinner label="Checking your session" />
        </div>
      ) : (
        <>
          <LoginForm />
          <GoogleSignInButton redirectTo={target} />
        </>
      )}
    </AuthCard>
  );
}
