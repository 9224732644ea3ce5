/** /signup (spec section 2): signed-in shoppers are sent home. */
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { SignupForm } from './components/signup-form';

export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const { isAuthenticated } = useSession();

  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title="Create an Account"
      intro="Join Mindful Marks to save your address, follow your orders and keep a wishlist."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClasses}>
            Log in
          </Link>
        </>
      }
    >
      <SignupForm />
      <GoogleSignInButton text="signup_with" />
    </AuthCard>
  );
}
