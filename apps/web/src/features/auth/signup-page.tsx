/**
 * /signup (spec section 2): a successful sign-up signs the shopper in, and the page then sends them
 * on to where they were going (?redirect=, as /login does; issue 13), else home.
 */
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { SignupForm } from './components/signup-form';
import { authPagePath, useRedirectTarget } from './hooks/use-redirect-target';

export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const { isAuthenticated } = useSession();
  const target = useRedirectTarget();

  // The registration answer stores the session, so this also performs the redirect after sign-up.
  if (isAuthenticated) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title="Create an Account"
      intro="Join Mindful Marks to save your address, follow your orders and keep a wishlist."
      footer={
        <>
          Already have an account?{' '}
          <Link to={authPagePath('/login', target)} className={textLinkClasses}>
            Log in
          </Link>
        </>
      }
    >
      <SignupForm />
      <GoogleSignInButton text="signup_with" redirectTo={target} />
    </AuthCard>
  );
}
